@testable import Kass
import XCTest

/// The one wording of failures, pinned.
final class KassFailureMessageTests: XCTestCase {
    func test_message_hasTheSummaryThenArrowLinesInOrder() {
        let failure = KassFailure(
            element: "text \"home.welcome\"", action: "assertVisible", reason: .notFound(type: "text", locator: "\"home.welcome\""),
            state: "not in the hierarchy (12 elements on screen)", didYouMean: ["home.welcom", "Welcome!"],
            details: [.eventually(attempts: 3, over: 5)]
        )
        XCTAssertEqual(failure.message, """
        Kass: text "home.welcome" — assertVisible failed: no text matches "home.welcome"
          ↳ eventually: still failing after 3 attempts over 5.0 s
          ↳ state: not in the hierarchy (12 elements on screen)
          ↳ did you mean: 'home.welcom', 'Welcome!'?
          ↳ hint: check the identifier, or make sure the screen that shows it is displayed
        """)
    }

    func test_message_withoutAnElementNamesOnlyTheAction() {
        let failure = KassFailure(element: nil, action: "launch", reason: .misuse(.noAppDeclared(fix: "declare it")))
        XCTAssertEqual(failure.message, "Kass: launch failed: no app under test is declared\n  ↳ hint: declare it")
    }

    func test_launchEnvironment_splitsLikeAShell() throws {
        let additions = try KassLaunchEnvironment(variables: [
            "KASS_LAUNCH_ARGUMENTS": #"-ChaosBankDefects "a,b" -Name 'two words' esc\ aped"#,
            "KASS_LAUNCH_ENVIRONMENT": #"CHAOSBANK_DEFECTS=x,y GREETING="hello world" EMPTY="#,
        ])
        XCTAssertEqual(additions.arguments, ["-ChaosBankDefects", "a,b", "-Name", "two words", "esc aped"])
        XCTAssertEqual(additions.environment, ["CHAOSBANK_DEFECTS": "x,y", "GREETING": "hello world", "EMPTY": ""])
    }

    func test_launchEnvironment_rejectsAnUnclosedQuoteAndAPairWithoutEquals() {
        XCTAssertThrowsError(try KassLaunchEnvironment(variables: ["KASS_LAUNCH_ARGUMENTS": "-a \"open"])) { error in
            XCTAssertEqual(
                "\(error)", "KASS_LAUNCH_ARGUMENTS has an unclosed \" quote: -a \"open. Close the quote or escape it with a backslash."
            )
        }
        XCTAssertThrowsError(try KassLaunchEnvironment(variables: ["KASS_LAUNCH_ENVIRONMENT": "NOVALUE"])) { error in
            XCTAssertEqual("\(error)", "KASS_LAUNCH_ENVIRONMENT has 'NOVALUE', which is not KEY=VALUE. Write each variable as KEY=VALUE, "
                + "separated by spaces (quote values that contain spaces).")
        }
    }
}
