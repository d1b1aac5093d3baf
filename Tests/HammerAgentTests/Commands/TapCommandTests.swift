import Foundation
@testable import HammerAgent
import HeadlessUI
import XCTest

/// `tap`, `double-tap`, `long-press` and `swipe` against ChaosBank.
final class TapCommandTests: AgentCommandTestCase {
    func test_tap_homeSend_opensTransferAndTheDeltaSaysSo() async throws {
        await launch()
        let result = await run("tap", #"{"identifier":"home.send"}"#)
        XCTAssertTrue(result.ok, result.error ?? "")
        let delta = try XCTUnwrap(result.delta)
        XCTAssertTrue(delta.hasPrefix(#"tapped button "Send" #home.send [ref=e"#), delta)
        XCTAssertTrue(delta.contains("screen changed: TransferViewController (was HomeViewController)"), delta)
        XCTAssertTrue(delta.contains("transfer.amount"), delta)
        XCTAssertNotNil(view("transfer.amount")?.window)
    }

    func test_tap_byLabelAndTraits_hitsTheOneButton() async throws {
        await launch()
        let result = await run("tap", #"{"label":"Send","traits":"button"}"#)
        XCTAssertTrue(result.delta?.contains("screen changed: TransferViewController") == true, result.delta ?? result.error ?? "")
    }

    func test_tap_byRef_hitsTheElementDescribeNamed() async throws {
        await launch()
        let ref = try ref(of: "#home.send", in: try await describe())
        let result = await run("tap", #"{"ref":"\#(ref)"}"#)
        XCTAssertTrue(result.delta?.contains("[ref=\(ref)]") == true, result.delta ?? result.error ?? "")
        XCTAssertTrue(result.delta?.contains("TransferViewController") == true, result.delta ?? "")
    }

    func test_tap_atAPoint_reportsThePoint() async throws {
        await launch()
        let frame = try XCTUnwrap(view("home.send")).convert(try XCTUnwrap(view("home.send")).bounds, to: nil)
        let result = await run("tap", #"{"x":\#(Double(frame.midX)),"y":\#(Double(frame.midY))}"#)
        XCTAssertTrue(result.delta?.hasPrefix("tapped (") == true, result.delta ?? result.error ?? "")
        XCTAssertTrue(result.delta?.contains("TransferViewController") == true, result.delta ?? "")
    }

    func test_tap_onAScreenThatDoesNotChange_saysUnchanged() async throws {
        await launch()
        let result = await run("tap", #"{"identifier":"home.title"}"#)
        XCTAssertEqual(result.delta?.hasSuffix("; screen unchanged"), true, result.delta ?? result.error ?? "")
    }

    func test_tap_topUp_reportsTheAlert() async throws {
        await launch()
        let result = await run("tap", #"{"identifier":"home.topUp"}"#)
        XCTAssertTrue(
            result.delta?.hasSuffix(#"alert: "Top up from your card" (€50.00, €100.00, Cancel)"#) == true,
            result.delta ?? result.error ?? ""
        )
        XCTAssertFalse(result.delta?.contains("screen changed") == true, result.delta ?? "")
        let cancel = await run("tap", #"{"identifier":"home.topUp.cancel"}"#)
        XCTAssertTrue(cancel.delta?.contains("alert dismissed") == true, cancel.delta ?? cancel.error ?? "")
    }

    func test_tap_ambiguousDescription_failsListingTheMatchesWithRefs() async throws {
        await launch()
        let result = await run("tap", #"{"traits":"button"}"#)
        assertFailure(result, .failed, contains: "elements match traits [button]")
        XCTAssertTrue(result.error?.contains(#"button "Send" #home.send [ref=e"#) == true, result.error ?? "")
    }

    func test_tap_nothingMatching_failsWithDidYouMean() async throws {
        await launch()
        let result = await run("tap", #"{"identifier":"home.sned"}"#)
        assertFailure(result, .failed, contains: "nothing on screen matches")
        XCTAssertEqual(result.hint?.first?.hasPrefix("did you mean: 'home.send'"), true, result.hint?.first ?? "")
    }

    func test_tap_anElementNotVisible_failsAsNotHittable() async throws {
        await launch()
        let result = await run("tap", #"{"identifier":"home.activity.row.t005"}"#)
        assertFailure(result, .failed, contains: "cannot be touched: it is scrolled out of")
    }

    func test_tap_withoutATarget_isInvalid() async throws {
        await launch()
        assertFailure(await run("tap"), .invalid, contains: "tap needs the key 'identifier, label, value, traits, ref or x and y'")
    }

    func test_tap_elementAndPoint_isInvalid() async throws {
        await launch()
        assertFailure(await run("tap", #"{"identifier":"home.send","x":1,"y":2}"#), .invalid, contains: "not both")
    }

    func test_tap_xWithoutY_isInvalid() async throws {
        await launch()
        assertFailure(await run("tap", #"{"x":10}"#), .invalid, contains: "tap needs the key 'y'")
    }

    func test_tap_unknownTrait_isInvalidWithDidYouMean() async throws {
        await launch()
        assertFailure(await run("tap", #"{"traits":"buton"}"#), .invalid, contains: "unknown trait 'buton' (did you mean: 'button'?)")
    }

    func test_doubleTap_andLongPress_hitTheElement() async throws {
        await launch()
        let double = await run("double-tap", #"{"identifier":"home.title"}"#)
        XCTAssertTrue(double.delta?.hasPrefix(#"double-tapped staticText "Home" #home.title"#) == true, double.delta ?? double.error ?? "")
        let long = await run("long-press", #"{"identifier":"home.title","duration":0.5}"#)
        XCTAssertTrue(long.delta?.hasPrefix(#"long-pressed staticText "Home" #home.title"#) == true, long.delta ?? long.error ?? "")
    }

    func test_longPress_negativeDuration_isInvalid() async throws {
        await launch()
        assertFailure(
            await run("long-press", #"{"identifier":"home.title","duration":-1}"#),
            .invalid,
            contains: "'duration' must be from 0 to 60 seconds"
        )
    }

    func test_longPress_tooLong_isInvalid() async throws {
        await launch()
        assertFailure(
            await run("long-press", #"{"identifier":"home.title","duration":3600}"#),
            .invalid,
            contains: "'duration' must be from 0 to 60 seconds"
        )
    }

    func test_tap_durationKey_isUnknownForTap() async throws {
        await launch()
        assertFailure(
            await run("tap", #"{"identifier":"home.title","duration":1}"#), .invalid, contains: "tap does not take the key 'duration'"
        )
    }

    func test_tap_aNonViewElementByLabel_selectsIt() async throws {
        await launch()
        _ = await run("tap", #"{"identifier":"home.send"}"#)
        let result = await run("tap", #"{"label":"USD","traits":"button"}"#)
        XCTAssertTrue(result.delta?.hasPrefix(#"tapped button "USD" [ref=e"#) == true, result.delta ?? result.error ?? "")
        let text = try await describe(#"{"find":"usd"}"#)
        XCTAssertTrue(text.contains(#"button "USD" [selected]"#), text)
    }

    func test_tap_afterTheKeyWindowChanged_drivesTheNewWindow() async throws {
        await launch()
        _ = await run("status")
        let window = UIWindow(frame: try XCTUnwrap(application).screen.bounds)
        window.rootViewController = UIViewController()
        var tapped = 0
        let button = UIButton(frame: CGRect(x: 40, y: 200, width: 200, height: 60))
        button.setTitle("Extra", for: .normal)
        button.accessibilityIdentifier = "extra.button"
        button.addAction(UIAction { _ in tapped += 1 }, for: .touchUpInside)
        window.rootViewController?.view.addSubview(button)
        window.makeKeyAndVisible()
        await application?.runLoop.runFrames(2)
        let result = await run("tap", #"{"identifier":"extra.button"}"#)
        XCTAssertTrue(result.ok, result.error ?? "")
        XCTAssertEqual(tapped, 1)
        window.isHidden = true
    }

    func test_tap_twoAtOnce_runOneAfterTheOtherWithTheirOwnDeltas() async throws {
        await launch()
        async let first = run("tap", #"{"identifier":"home.title"}"#)
        async let second = run("tap", #"{"identifier":"home.greeting"}"#)
        let (title, greeting) = await (first, second)
        XCTAssertEqual(title.delta, #"tapped staticText "Home" #home.title [ref=e9]; screen unchanged"#, title.error ?? "")
        XCTAssertEqual(greeting.delta, #"tapped staticText "Hello, Anna" #home.greeting [ref=e10]; screen unchanged"#, greeting.error ?? "")
    }

    func test_swipe_upOnTheScreen_scrollsHome() async throws {
        await launch()
        let scrollView = try XCTUnwrap(view("home.title")?.superview?.superview as? UIScrollView)
        let result = await run("swipe", #"{"direction":"up"}"#)
        XCTAssertEqual(result.delta?.hasPrefix("swiped up on the screen's centre"), true, result.delta ?? result.error ?? "")
        XCTAssertGreaterThan(scrollView.contentOffset.y, 0)
    }

    func test_swipe_unknownDirection_isInvalid() async throws {
        await launch()
        assertFailure(
            await run("swipe", #"{"direction":"sideways"}"#), .invalid, contains: "must be up, down, left or right, not 'sideways'"
        )
    }
}
