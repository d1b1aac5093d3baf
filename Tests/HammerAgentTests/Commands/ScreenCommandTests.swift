import Foundation
@testable import HammerAgent
import HeadlessUI
import XCTest

/// `screenshot`, `inspect` and `status` against ChaosBank.
final class ScreenCommandTests: AgentCommandTestCase {
    /// The PNG's width and height from its header, checking the signature.
    private func pngSize(_ base64: String, file: StaticString = #filePath, line: UInt = #line) throws -> (Int, Int) {
        let data = try XCTUnwrap(Data(base64Encoded: base64), "not base64", file: file, line: line)
        let bytes = [UInt8](data)
        XCTAssertEqual(Array(bytes.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], "not a PNG", file: file, line: line)
        func number(_ offset: Int) -> Int { bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (number(16), number(20))
    }

    func test_screenshot_isAPNGOfTheScreenInPoints() async throws {
        await launch()
        let output = try await output("screenshot", as: ScreenshotCommand.Output.self)
        let (width, height) = try pngSize(output.png)
        XCTAssertEqual([width, height], [393, 852])
        XCTAssertEqual([output.width, output.height], [393, 852])
        XCTAssertEqual(output.rect, AgentRect(CGRect(x: 0, y: 0, width: 393, height: 852)))
    }

    func test_screenshot_scale_multipliesThePixels() async throws {
        await launch()
        let output = try await output("screenshot", #"{"scale":2}"#, as: ScreenshotCommand.Output.self)
        let (width, height) = try pngSize(output.png)
        XCTAssertEqual([width, height], [786, 1704])
    }

    func test_screenshot_ofOneElement_hasItsVisibleSize() async throws {
        await launch()
        let button = try XCTUnwrap(view("home.send"))
        let ref = try ref(of: "#home.send", in: try await describe())
        let output = try await output("screenshot", #"{"ref":"\#(ref)"}"#, as: ScreenshotCommand.Output.self)
        let (width, height) = try pngSize(output.png)
        XCTAssertEqual(width, Int(button.bounds.width.rounded()))
        XCTAssertEqual(height, Int(button.bounds.height.rounded()))
    }

    func test_screenshot_badScale_isInvalid() async throws {
        await launch()
        assertFailure(await run("screenshot", #"{"scale":0}"#), .invalid, contains: "'scale' must be above 0 and at most 3")
    }

    func test_inspect_sendButton_showsClassTextAccessibilityAndSuperviews() async throws {
        await launch()
        let ref = try ref(of: "#home.send", in: try await describe())
        let output = try await output("inspect", #"{"ref":"\#(ref)"}"#, as: InspectCommand.Output.self)
        XCTAssertEqual(output.className, "UIButton")
        XCTAssertEqual(output.text?.text, "Send")
        XCTAssertEqual(output.accessibility.identifier, "home.send")
        XCTAssertEqual(output.accessibility.traits, ["button"])
        XCTAssertEqual(output.accessibility.role, "button")
        XCTAssertNil(output.notVisible)
        XCTAssertNil(output.notHittable)
        XCTAssertEqual(output.superviews.first, "UIStackView")
        XCTAssertEqual(output.superviews.last, "UIWindow")
        XCTAssertEqual(output.view?.alpha, 1)
    }

    func test_inspect_amountField_listsItsConstraintsWithRefs() async throws {
        await launch()
        _ = await run("tap", #"{"identifier":"home.send"}"#)
        let output = try await output("inspect", #"{"identifier":"transfer.amount"}"#, as: InspectCommand.Output.self)
        let height = try XCTUnwrap(output.constraints.first { $0.description.contains(".height == 44") })
        XCTAssertTrue(height.ref.hasPrefix("c"))
        XCTAssertEqual(height.constant, 44)
        XCTAssertTrue(height.active)
        let again = try await self.output("inspect", #"{"identifier":"transfer.amount"}"#, as: InspectCommand.Output.self)
        XCTAssertEqual(again.constraints.map(\.ref), output.constraints.map(\.ref))
    }

    func test_inspect_aNonViewElement_hasAccessibilityButNoViewFacts() async throws {
        await launch()
        _ = await run("tap", #"{"identifier":"home.send"}"#)
        let output = try await output("inspect", #"{"label":"USD","traits":"button"}"#, as: InspectCommand.Output.self)
        XCTAssertNil(output.view)
        XCTAssertEqual(output.constraints, [])
        XCTAssertEqual(output.accessibility.label, "USD")
        XCTAssertGreaterThan(output.frame.width, 0)
    }

    func test_inspect_byValue_findsTheField() async throws {
        await launch()
        _ = await run("tap", #"{"identifier":"home.send"}"#)
        let output = try await output("inspect", #"{"value":"Note (optional)"}"#, as: InspectCommand.Output.self)
        XCTAssertEqual(output.accessibility.identifier, "transfer.note")
    }

    func test_inspect_withoutAnElement_isInvalid() async throws {
        await launch()
        assertFailure(await run("inspect"), .invalid, contains: "inspect needs the key")
    }

    func test_status_reportsScreenTopControllerAndNoAlert() async throws {
        await launch()
        let output = try await output("status", as: StatusCommand.Output.self)
        XCTAssertTrue(output.running)
        XCTAssertEqual(output.screen, AgentSize(CGSize(width: 393, height: 852)))
        XCTAssertEqual(output.scale, 3)
        XCTAssertEqual(output.keyWindow, "UIWindow")
        XCTAssertEqual(output.topViewController, "HomeViewController")
        XCTAssertNil(output.alert)
    }

    func test_status_afterTopUp_reportsTheAlert() async throws {
        await launch()
        _ = await run("tap", #"{"identifier":"home.topUp"}"#)
        let output = try await output("status", as: StatusCommand.Output.self)
        XCTAssertNotNil(output.alert)
    }

    func test_respondGETStatus_answersTheStatusEnvelope() async throws {
        await launch()
        let answer = await router.respond(method: "GET", path: "/v1/status", body: Data())
        XCTAssertEqual(answer.status, 200)
        let result = try JSONDecoder().decode(AgentCommandResult.self, from: answer.body)
        XCTAssertEqual(result.output?["topViewController"], .string("HomeViewController"))
    }
}
