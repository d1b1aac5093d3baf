import Foundation
@testable import HammerAgent
import HeadlessUI
import XCTest

/// `set-property`, `set-constraint`, `changes` and `revert` on ChaosBank: edits apply live and
/// revert restores the originals exactly.
final class LiveEditCommandTests: AgentCommandTestCase {
    func test_setProperty_alpha_appliesAndRevertRestoresIt() async throws {
        await launch()
        let button = try XCTUnwrap(view("home.send"))
        let edit = try await output(
            "set-property", #"{"identifier":"home.send","property":"alpha","to":"0.5"}"#, as: LiveEditJournal.Edit.self
        )
        XCTAssertEqual(button.alpha, 0.5)
        XCTAssertEqual(edit.from, "1")
        XCTAssertEqual(edit.to, "0.5")
        XCTAssertTrue(edit.name.hasSuffix(".alpha"))
        _ = try await output("revert", as: RevertCommand.Output.self)
        XCTAssertEqual(button.alpha, 1)
    }

    func test_setProperty_backgroundColor_byHexAndName_revertRestoresTheOriginalObject() async throws {
        await launch()
        let button = try XCTUnwrap(view("home.send"))
        let original = button.backgroundColor
        _ = await run("set-property", ##"{"identifier":"home.send","property":"backgroundColor","to":"#FF8800"}"##)
        XCTAssertEqual(
            button.backgroundColor.map { String(describing: $0) }, String(describing: UIColor(red: 1, green: 136 / 255, blue: 0, alpha: 1))
        )
        _ = await run("set-property", #"{"identifier":"home.send","property":"backgroundColor","to":"clear"}"#)
        let changes = try await output("changes", as: ChangesCommand.Output.self)
        XCTAssertEqual(changes.changes.count, 1, "a second edit of the same property keeps one entry")
        XCTAssertEqual(changes.changes.first?.to, "#00000000")
        _ = await run("revert")
        XCTAssertTrue(button.backgroundColor === original)
    }

    func test_setProperty_text_changesTheLabelAndItsRef() async throws {
        await launch()
        let before = try ref(of: "#home.greeting", in: try await describe())
        let result = await run("set-property", #"{"ref":"\#(before)","property":"text","to":"Hi agent"}"#)
        XCTAssertTrue(result.ok, result.error ?? "")
        XCTAssertEqual((view("home.greeting") as? UILabel)?.text, "Hi agent")
        let after = try await describe()
        XCTAssertNotEqual(try ref(of: "#home.greeting", in: after), before)
        _ = await run("revert", #"{"names":"\#(before).text"}"#)
        XCTAssertEqual((view("home.greeting") as? UILabel)?.text, "Hello, Anna")
    }

    func test_setProperty_fontSize_revertRestoresTheFont() async throws {
        await launch()
        let label = try XCTUnwrap(view("home.title") as? UILabel)
        let original = try XCTUnwrap(label.font)
        _ = await run("set-property", #"{"identifier":"home.title","property":"fontSize","to":"12"}"#)
        XCTAssertEqual(label.font.pointSize, 12)
        _ = await run("revert")
        XCTAssertTrue(label.font === original)
    }

    func test_setProperty_unknownProperty_isInvalidWithDidYouMean() async throws {
        await launch()
        let result = await run("set-property", #"{"identifier":"home.send","property":"alpah","to":"1"}"#)
        assertFailure(result, .invalid, contains: "'alpah' is not a property it can change")
        XCTAssertEqual(result.hint?.first, "did you mean: 'alpha'?")
    }

    func test_setProperty_badValue_isInvalidSayingTheForm() async throws {
        await launch()
        let result = await run("set-property", #"{"identifier":"home.send","property":"alpha","to":"2"}"#)
        assertFailure(result, .invalid, contains: "must be a number from 0 to 1 for alpha, not '2'")
    }

    func test_setProperty_textOnAViewWithoutText_isInvalid() async throws {
        await launch()
        let result = await run("set-property", #"{"identifier":"home.account.eur","property":"text","to":"x"}"#)
        assertFailure(result, .invalid, contains: "has no text")
    }

    func test_setConstraint_constant_appliesAndRevertRestoresIt() async throws {
        await launch()
        _ = await run("tap", #"{"identifier":"home.send"}"#)
        let field = try XCTUnwrap(view("transfer.amount"))
        let inspected = try await output("inspect", #"{"identifier":"transfer.amount"}"#, as: InspectCommand.Output.self)
        let height = try XCTUnwrap(inspected.constraints.first { $0.description.contains(".height == 44") })
        let result = await run("set-constraint", #"{"constraint":"\#(height.ref)","constant":60}"#)
        XCTAssertTrue(result.ok, result.error ?? "")
        XCTAssertEqual(field.bounds.height, 60)
        XCTAssertTrue(result.delta?.hasPrefix("set \(height.ref).constant from 44 to 60") == true, result.delta ?? "")
        _ = await run("revert", #"{"names":"\#(height.ref).constant"}"#)
        await application?.runLoop.runFrames(2)
        XCTAssertEqual(field.bounds.height, 44)
    }

    func test_setConstraint_hugeConstant_isRefusedNamingTheRange() async throws {
        await launch()
        _ = await run("tap", #"{"identifier":"home.send"}"#)
        let field = try XCTUnwrap(view("transfer.amount"))
        let height = try await constraintRef(of: "transfer.amount", matching: ".height == 44")
        for constant in ["1e20", "-1e20", "1000001"] {
            let result = await run("set-constraint", #"{"constraint":"\#(height)","constant":\#(constant)}"#)
            assertFailure(result, .invalid, contains: "'constant' must be from -1000000 to 1000000 points")
        }
        await application?.runLoop.runFrames(2)
        XCTAssertEqual(field.bounds.height, 44)
        let changes = try await output("changes", as: ChangesCommand.Output.self)
        XCTAssertEqual(changes.changes, [], "a refused constant records nothing")
    }

    func test_setConstraint_largestConstants_revertRestoresEveryFrame() async throws {
        await launch()
        _ = await run("tap", #"{"identifier":"home.send"}"#)
        let height = try await constraintRef(of: "transfer.amount", matching: ".height == 44")
        let original = frames()
        for constant in ["1000000", "-1000000", "999999.33", "0.1"] {
            let set = await run("set-constraint", #"{"constraint":"\#(height)","constant":\#(constant)}"#)
            XCTAssertTrue(set.ok, "\(constant): \(set.error ?? "")")
            let revert = await run("revert")
            XCTAssertTrue(revert.ok, revert.error ?? "")
            await application?.runLoop.runFrames(2)
            XCTAssertEqual(frames(), original, "after setting the constant to \(constant) and reverting")
        }
    }

    func test_setConstraint_revertAfterTheEngineBrokeTheConstraint_restoresTheLayout() async throws {
        await launch()
        let host = try XCTUnwrap(application?.keyWindow?.rootViewController?.view)
        let box = UIView()
        box.accessibilityIdentifier = "test.box"
        box.translatesAutoresizingMaskIntoConstraints = false
        host.addSubview(box)
        NSLayoutConstraint.activate([
            box.widthAnchor.constraint(equalToConstant: 100),
            box.widthAnchor.constraint(lessThanOrEqualToConstant: 200),
            box.heightAnchor.constraint(equalToConstant: 30),
            box.leadingAnchor.constraint(equalTo: host.leadingAnchor, constant: 10),
            box.topAnchor.constraint(equalTo: host.topAnchor, constant: 300),
        ])
        await application?.runLoop.runFrames(2)
        let original = frames()
        let width = try await constraintRef(of: "test.box", matching: ".width == 100")
        // 300 conflicts with width <= 200: the engine breaks the edited constraint.
        _ = await run("set-constraint", #"{"constraint":"\#(width)","constant":300}"#)
        let revert = await run("revert")
        XCTAssertTrue(revert.ok, revert.error ?? "")
        await application?.runLoop.runFrames(2)
        XCTAssertEqual(box.frame, CGRect(x: 10, y: 300, width: 100, height: 30))
        XCTAssertEqual(frames(), original)
    }

    func test_setConstraint_unknownRef_isStale() async throws {
        await launch()
        assertFailure(await run("set-constraint", #"{"constraint":"c99","constant":1}"#), .failed, contains: "constraint c99 is gone")
    }

    func test_setConstraint_withoutAValue_isInvalid() async throws {
        await launch()
        assertFailure(
            await run("set-constraint", #"{"constraint":"c1"}"#), .invalid, contains: "needs the key 'constant, priority or active'"
        )
    }

    func test_revert_anUnknownName_isInvalidListingTheChanges() async throws {
        await launch()
        _ = await run("set-property", #"{"identifier":"home.send","property":"alpha","to":"0.5"}"#)
        let result = await run("revert", #"{"names":"e999.alpha"}"#)
        assertFailure(result, .invalid, contains: "names 'e999.alpha', which is not a change in force; changes: e")
        XCTAssertEqual(view("home.send")?.alpha, 0.5, "a refused revert restores nothing")
    }

    func test_revert_all_restoresInReverseOrderAndEmptiesTheJournal() async throws {
        await launch()
        _ = await run("set-property", #"{"identifier":"home.send","property":"alpha","to":"0.5"}"#)
        _ = await run("set-property", #"{"identifier":"home.send","property":"isHidden","to":"true"}"#)
        let reverted = try await output("revert", as: RevertCommand.Output.self)
        XCTAssertEqual(reverted.reverted.map(\.property), ["isHidden", "alpha"])
        XCTAssertEqual(view("home.send")?.isHidden, false)
        XCTAssertEqual(view("home.send")?.alpha, 1)
        let changes = try await output("changes", as: ChangesCommand.Output.self)
        XCTAssertEqual(changes.changes, [])
    }

    /// The ref of the constraint of the view `identifier` whose description contains `fragment`.
    private func constraintRef(of identifier: String, matching fragment: String) async throws -> String {
        let inspected = try await output("inspect", #"{"identifier":"\#(identifier)"}"#, as: InspectCommand.Output.self)
        return try XCTUnwrap(inspected.constraints.first { $0.description.contains(fragment) }).ref
    }

    /// Every view's frame in the key window, in window coordinates, depth first.
    private func frames() -> [String] {
        guard let window = application?.keyWindow else { return [] }
        var result: [String] = []
        func visit(_ view: UIView) {
            result.append("\(type(of: view)) \(view.accessibilityIdentifier ?? "") \(view.convert(view.bounds, to: window))")
            view.subviews.forEach(visit)
        }
        visit(window)
        return result
    }
}
