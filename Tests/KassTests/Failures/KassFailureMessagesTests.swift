import Foundation
import Hammer
@testable import Kass
import XCTest

/// The one generator of failure wording, pinned: one row per reason (and per case of the enums a
/// reason carries), with its words, its hint and its kind.
final class KassFailureMessagesTests: XCTestCase {
    private struct Row {
        let reason: KassFailure.Reason
        let text: String
        let hint: String?
        var kind: KassFailure.Kind = .appDefect
        let line: UInt

        init(_ reason: KassFailure.Reason, _ text: String, hint: String? = nil, kind: KassFailure.Kind = .appDefect, line: UInt = #line) {
            self.reason = reason
            self.text = text
            self.hint = hint
            self.kind = kind
            self.line = line
        }
    }

    private static let lookupHint = "check the identifier, or make sure the screen that shows it is displayed"
    private static let inputHint = "the app changed the input (a formatter or delegate that rewrites or drops edits?)"
    private static let controlHint = "the app did not take the input as given (or reverted it)"
    private static let deliveryHint = "the input was not (fully) delivered; it is not retried, so the app never sees it twice"
    private static let popHint = "the app ignored or refused the pop (a transition running, navigationBar(_:shouldPop:) returning false)"

    private static let rows: [Row] = [
        // Finding the element
        Row(.notFound(type: "button", locator: "\"login.submit\""), "no button matches \"login.submit\"", hint: lookupHint),
        Row(
            .wrongType(expected: "switch", locator: "\"wifi\"", actual: "text"),
            "no switch matches \"wifi\" (an element \"wifi\" exists, but it is a text, not a switch)",
            hint: "declare it with the factory of its type, or point the locator at the switch itself"
        ),
        Row(
            .containerNotFound(container: "cell \"row\"", because: .notFound(type: "cell", locator: "\"row\"")),
            "its container cell \"row\" is not found: no cell matches \"row\"", hint: lookupHint
        ),
        Row(
            .containerAmbiguous(container: "cell \"row\"", matches: 3),
            "its container cell \"row\" is ambiguous (3 matches)",
            hint: lookupHint
        ),
        Row(.noSuchItem(count: 2, noun: "cell", index: 4), "the collection has 2 cells, so there is no #5", hint: lookupHint),
        Row(.noSuchItem(count: 0, noun: "cell", index: -1), "the collection has 0 cells, so there is no last one", hint: lookupHint),
        Row(
            .ambiguous(count: 2, matches: ["button \"A\"", "button \"B\""]), "found 2 matching elements: button \"A\"; button \"B\"",
            hint: "make the locator unique: give the elements distinct identifiers or scope it (row.button(...))"
        ),
        Row(.severalMatch(count: 2), "2 elements match it"),
        Row(.collectionContainerNotFound(collection: "cells in \"list\""), "the container of cells in \"list\" is not found",
            hint: "check the container's identifier"),
        Row(
            .screenNotLoaded(
                screen: "HomeScreen", missing: [.init(element: "text \"a\"", reason: .notFound(type: "text", locator: "\"a\""))]
            ),
            "text \"a\" is not present", hint: "check that the app navigated to HomeScreen; missing: text \"a\": no text matches \"a\""
        ),
        Row(
            .screenNotLoaded(screen: "HomeScreen", missing: [
                .init(element: "text \"a\"", reason: .notFound(type: "text", locator: "\"a\"")),
                .init(element: "button \"b\"", reason: .severalMatch(count: 2)),
            ]),
            "2 elements are not present: text \"a\", button \"b\"",
            hint: "check that the app navigated to HomeScreen; missing: text \"a\": no text matches \"a\"; button \"b\": 2 elements "
                + "match it"
        ),
        // Preconditions
        Row(.notVisible(.hidden(by: "UIView")), "it is not visible: it is hidden (isHidden on UIView)",
            hint: "the app hides it; check the state that shows it"),
        Row(.notVisible(.scrolledOut(of: "UIScrollView")), "it is not visible: it is scrolled out of UIScrollView",
            hint: "scroll it into view (config.preconditions.scrollIntoView)"),
        Row(.notVisible(.covered(by: "UIView")), "it is not visible: it is covered by UIView", hint: "dismiss what covers it first"),
        Row(.notVisible(.zeroSize), "it is not visible: its frame has zero size", hint: "it is not laid out on screen yet"),
        Row(.disabled, "it is disabled", hint: "wait for the app to enable it, or check what enables it"),
        Row(.moving(.animating(view: "UIView \"card\""), stabilityFrames: 3), "it is moving (an animation is running on UIView \"card\")",
            hint: "it must keep still for 3 frames; an animation may never end"),
        Row(.moving(.leftWindow, stabilityFrames: 2), "it is moving (it left the window)",
            hint: "it must keep still for 2 frames; an animation may never end"),
        Row(
            .moving(
                .moved(from: CGRect(x: 0, y: 0, width: 10, height: 20), to: CGRect(x: 0.5, y: 0, width: 10, height: 20)), stabilityFrames: 2
            ),
            "it is moving (from (0, 0, 10, 20) to (0.5, 0, 10, 20))", hint: "it must keep still for 2 frames; an animation may never end"
        ),
        Row(.notHittable(.covered(by: "UIView \"overlay\"")), "it is not hittable: UIView \"overlay\" would receive the touch instead",
            hint: "something covers it; dismiss it first"),
        Row(.interactionBlocked("a transition is running"), "a transition is running",
            hint: "input sent now would be dropped; the action waits for the app to take input again within its budget"),
        Row(.stillOutOfView(swipes: 10, scrollView: "UIScrollView"), "it is still out of view after 10 swipes on UIScrollView",
            hint: "raise config.maximumScrollSwipes or scroll closer first"),
        Row(.scrollFailed("boom"), "swiping to bring it into view failed: boom"),
        Row(
            .coveredByKeyboard,
            "it is covered by the keyboard, and there is no safe way to dismiss it (no Done button in the keyboard's accessory view, "
                + "no dismiss key; Return could submit the form)",
            hint: "give the field an inputAccessoryView with a Done button, or end editing before this step"
        ),
        Row(.keyboardDismissalFailed("boom"), "dismissing the keyboard failed: boom"),
        Row(
            .listSearched(.notFound(type: "cell", locator: "\"x\""), list: "UITableView", pages: 1, stoppedAtLimit: false),
            "no cell matches \"x\" (searched UITableView from the top to its end (1 page))", hint: lookupHint
        ),
        Row(
            .listSearched(.notFound(type: "cell", locator: "\"x\""), list: "UITableView", pages: 2_000, stoppedAtLimit: true),
            "no cell matches \"x\" (searched UITableView stopped after 2000 pages, the most one walk visits, before its "
                + "end)", hint: lookupHint
        ),
        Row(.notReady(.noSegment(count: 2, index: 3)), "it has 2 segments, so there is no segment 3"),
        Row(.notReady(.noComponent(count: 1, component: 2)), "it has 1 components, so there is no component 2"),
        Row(
            .notReady(.noPickerRow(component: 0, title: "Mai", near: ["May"])), "component 0 has no row titled 'Mai' (did you mean: 'May'?)"
        ),
        Row(.notReady(.noPickerRow(component: 0, title: "X", near: [])), "component 0 has no row titled 'X'"),
        Row(.notReady(.notInNavigationBar), "it is not in a navigation controller's bar"),
        Row(.notReady(.nothingToGoBackTo), "the navigation stack has one screen; there is nothing to go back to"),
        // Delivering and reading back
        Row(.deliveryFailed(.notA(control: "slider", actual: "button")), "it is not a slider (it is button)", hint: deliveryHint),
        Row(.deliveryFailed(.takesNoText(actual: "button")), "it does not take text (it is button)", hint: deliveryHint),
        Row(.deliveryFailed(.notFirstResponder),
            "tapping it did not make it the first responder (it may refuse editing: shouldBeginEditing, isEnabled)", hint: deliveryHint),
        Row(
            .deliveryFailed(.outsideSliderRange(value: 2, minimum: 0, maximum: 1)),
            "2.0 is outside the slider's range 0.0…1.0",
            hint: deliveryHint
        ),
        Row(.deliveryFailed(.stepperAtLimit(maximum: true, value: 10)), "it is already at its maximum 10.0", hint: deliveryHint),
        Row(.deliveryFailed(.stepperAtLimit(maximum: false, value: 0)), "it is already at its minimum 0.0", hint: deliveryHint),
        Row(.deliveryFailed(.dragTargetMissing("element \"bin\"")), "the drag target element \"bin\" is not present", hint: deliveryHint),
        Row(.deliveryFailed(.noRefreshControl), "it has no UIRefreshControl", hint: deliveryHint),
        Row(.deliveryFailed(.noDeleteKey), "the keyboard has no delete key", hint: deliveryHint),
        Row(.deliveryFailed(.noKey(for: "é")), "the keyboard has no key for 'é' and nothing accepts text", hint: deliveryHint),
        Row(.deliveryFailed(.notReady(.noSegment(count: 2, index: 5))), "it has 2 segments, so there is no segment 5", hint: deliveryHint),
        Row(.deliveryFailed(.generator("the point is outside the screen")), "the point is outside the screen", hint: deliveryHint),
        Row(.readBack(.typed("ab", reads: "a")), "typed 'ab' but the field reads 'a'", hint: inputHint),
        Row(.readBack(.secureLength(typed: 3, holds: 2, expected: 5)),
            "typed 3 characters but the secure field holds 2 (expected 5; secure text is compared by length)", hint: inputHint),
        Row(
            .readBack(.secureLength(typed: 3, holds: 2, expected: nil)), "typed 3 characters but the secure field holds 2", hint: inputHint
        ),
        Row(.readBack(.stillReads("x\ny")), "the field still reads 'x\\ny'", hint: inputHint),
        Row(.readBack(.fieldGone), "the field is gone"),
        Row(.readBack(.noLongerA(control: "UISwitch")), "it is no longer a UISwitch"),
        Row(.readBack(.slider(asked: 0.5, reads: 0.25)), "asked for 0.5 but the slider reads 0.25", hint: controlHint),
        Row(.readBack(.segment(tapped: 1, selected: 0)), "tapped segment 1 but segment 0 is selected", hint: controlHint),
        Row(.readBack(.stepper(expected: 2, reads: 1)), "expected 2.0 after one step but the stepper reads 1.0", hint: controlHint),
        Row(.readBack(.switchStill(on: false)), "tapped the switch but it is still off", hint: controlHint),
        Row(.readBack(.noWheels), "it no longer has wheels", hint: controlHint),
        Row(.readBack(.wheel(asked: "May", shows: nil)), "asked for 'May' but the wheel shows 'nothing'", hint: controlHint),
        Row(.readBack(.popStillRunning), "tapped Back but the pop is still running", hint: popHint),
        Row(
            .readBack(.notPopped(count: 3, top: "B", expected: 2, below: "A")),
            "tapped Back but the navigation stack still has 3 screens (top: B), expected 2 with A on top", hint: popHint
        ),
        Row(
            .readBack(.stillScrolling(scrollViews: ["UIScrollView 'list': decelerating"], after: 2)),
            "the scrolling it started did not come to rest: UIScrollView 'list': decelerating still moving 2.0 s after the input",
            hint: "a scroll view that never comes to rest: does a delegate method (scrollViewDidScroll, "
                + "scrollViewDidEndDecelerating) start the motion again?"
        ),
        Row(.effectDidNotLast(.readBack(.switchStill(on: false)), after: 0.5),
            "the effect did not last: tapped the switch but it is still off 0.5 s later", hint: controlHint),
        // Waiting
        Row(.appNotRunning, "the app is not running", hint: "launch() the app before this step; it may have been terminated"),
        Row(.budgetRanOut, "the budget ran out"),
        Row(
            .budgetRanOutWhile(.scrolledIntoView(scrollView: "UIScrollView")),
            "the budget ran out while it scrolled UIScrollView to bring it into view"
        ),
        Row(
            .budgetRanOutWhile(.scrolledToPage(list: "UITableView")),
            "the budget ran out while it scrolled UITableView to the page that has it"
        ),
        Row(
            .budgetRanOutWhile(.dismissedKeyboard(withDoneButton: true)),
            "the budget ran out while it dismissed the keyboard with its Done button"
        ),
        Row(
            .budgetRanOutWhile(.dismissedKeyboard(withDoneButton: false)),
            "the budget ran out while it dismissed the keyboard with its dismiss key"
        ),
        Row(
            .wentAway(.notFound(type: "button", locator: "\"b\"")), "it went away while the action waited: no button matches \"b\"",
            hint: "the screen moved on while the action waited for the element (the action may already have happened, or something else "
                + "acted first)"
        ),
        // Assertions
        Row(.mismatch(.notVisible(.offScreen)), "it is not visible: it is off screen"),
        Row(.mismatch(.visibleButNotHittable(.noReceiver)), "it is visible but not hittable: no window takes a touch at that point"),
        Row(.mismatch(.notHittable(.userInteractionDisabled(by: "UIView"))), "it is not hittable: user interaction is disabled on UIView"),
        Row(.mismatch(.disabled), "it is disabled"),
        Row(.mismatch(.enabled), "it is enabled"),
        Row(.mismatch(.notSelected), "it is not selected"),
        Row(.mismatch(.label(actual: "Log In", expected: "Sign In")), "its label is 'Log In', expected 'Sign In'"),
        Row(.mismatch(.labelLacks(actual: "Log In", expected: "Sign")), "its label 'Log In' does not contain 'Sign'"),
        Row(.mismatch(.value(actual: "0", expected: "1")), "its value is '0', expected '1'"),
        Row(.mismatch(.placeholder(actual: "", expected: "Email")), "its placeholder is '', expected 'Email'"),
        Row(.mismatch(.text(actual: "a", expected: "b")), "its text is 'a', expected 'b'"),
        Row(.mismatch(.textDoesNotMatch(actual: "a", pattern: "^b$")), "its text 'a' does not match /^b$/"),
        Row(.mismatch(.notANumber(text: "x", locale: "en_US")), "its text 'x' is not a number in locale en_US"),
        Row(.mismatch(.number(actual: 1.5, text: "1.5", expected: 2, tolerance: 0.1)), "it reads 1.5 ('1.5'), expected 2.0 ± 0.1"),
        Row(.mismatch(.stillPresent), "it is still present", hint: "wait for what removes it, or check that it should go"),
        Row(.mismatch(.stillPresentCount(2)), "2 matching elements are still present"),
        Row(.mismatch(.disappeared(after: 1.234)), "it disappeared after 1.23 s"),
        Row(.mismatch(.changed(from: "1", to: "2", after: 0.5)), "it changed from '1' to '2' after 0.5 s",
            hint: "the value must not move during the window; check what updates it"),
        Row(.mismatch(.appeared(after: 1.4)), "it appeared after 1.4 s", hint: "something showed it during the window"),
        Row(.mismatch(.count(actual: 2, expected: 3)), "there are 2, expected 3"),
        Row(.mismatch(.empty), "there are none"),
        Row(.mismatch(.duplicates([.init(key: "a", count: 2), .init(key: "b", count: 3)])), "repeated: 'a' ×2, 'b' ×3"),
        Row(.mismatch(.unreadableNumber(text: "x", locale: "de_DE")), "its text 'x' is not a number in locale de_DE",
            hint: "pass the locale the app formats with: readNumber(locale: Locale(identifier: \"de_DE\"))"),
        Row(.rowsFail(failing: 2, rows: 5, check: "has a price", note: "saw 5 rows"), "2 of 5 rows fail 'has a price' (saw 5 rows)"),
        Row(.rowsFail(failing: 1, rows: 5, check: "has a price", note: nil), "1 of 5 rows fail 'has a price'"),
        Row(.noRows(noun: "cell"), "there are no cells"),
        // The app as a whole
        Row(.launchFailed("no window"), "no window"),
        Row(.noKeyWindow(app: "Login", sceneDelegate: nil), "Login has no key window after launch",
            hint: "make a window key and visible in application(_:didFinishLaunchingWithOptions:) (window.makeKeyAndVisible()), "
                + "or in a scene delegate's scene(_:willConnectTo:options:) given to KassApp(name:sceneDelegate:)"),
        Row(.noKeyWindow(app: "Pantry", sceneDelegate: "PantrySceneDelegate"),
            "Pantry has no key window after launch: its app delegate configures scenes with PantrySceneDelegate, "
                + "but the KassApp was given no scene delegate",
            hint: "give the app its scene delegate: KassApp(name: …, sceneDelegate: { PantrySceneDelegate() }) { … } (on iOS, UIKit "
                + "creates it from the scene configuration; HeadlessUI needs it made)"),
        Row(
            .runtimeIssues(count: 1, first: "x"), "the app reported a runtime issue: x",
            hint: "the runtime refused an operation the app asked for (UIKit would throw or log); fix the app, or set "
                + "config.failsOnRuntimeIssues = false for a test that provokes it on purpose"
        ),
        Row(
            .runtimeIssues(count: 2, first: "x"), "the app reported 2 runtime issues, first: x",
            hint: "the runtime refused an operation the app asked for (UIKit would throw or log); fix the app, or set "
                + "config.failsOnRuntimeIssues = false for a test that provokes it on purpose"
        ),
        Row(.stalled(longest: 0.5, allowed: 0.25), "the main thread stalled for 0.5 s (allowed 0.25 s)",
            hint: "move the slow work off the main thread, or split it across frames"),
        Row(.hung("timer 'sort' (timer) held the main thread for 0.600 s at 1.000 s of app time", duration: 0.6, allowed: 0.25),
            "the app hung: timer 'sort' (timer) held the main thread for 0.600 s at 1.000 s of app time (allowed 0.25 s)",
            hint: "move the slow work off the main thread, or split it across frames"),
        Row(.noBranchPassed(branches: 2, within: 5), "none of the 2 branches passed within 5.0 s"),
        Row(.checksFailed(count: 1), "1 check failed"),
        Row(.checksFailed(count: 2), "2 checks failed"),
        // Misuse of the DSL
        Row(
            .misuse(.appNotLaunched),
            "the app is not running",
            hint: "call launch() before acting on the app (in the test or in setUp)",
            kind: .misuse
        ),
        Row(.misuse(.readTextsBeforeLaunch), "the app is not running", hint: "launch() first", kind: .misuse),
        Row(.misuse(.noAppDeclared(fix: "override app")), "no app under test is declared", hint: "override app", kind: .misuse),
        Row(
            .misuse(.anotherSessionRunning(test: "A.test_a")),
            "another Kass session (A.test_a) is still running its app, and one app runs at a time in a process",
            hint: "finish() the other session first; in Swift Testing, give every UI suite the .kass trait so suites take "
                + "turns", kind: .misuse
        ),
        Row(.misuse(.invalidLaunchEnvironment("bad quote")), "bad quote", kind: .misuse),
        Row(.misuse(.interceptorDidNotProceed("log")), "interceptor 'log' did not call proceed()",
            hint: "an interceptor must call proceed() exactly once to run the action", kind: .misuse),
        Row(.misuse(.noBranches), "no branches were given", hint: "pass at least one named branch", kind: .misuse),
        Row(.misuse(.noCases), "no cases were given", hint: "pass at least one case", kind: .misuse),
        Row(.misuse(.retryTimesBelowOne), "times must be at least 1", hint: "retry(times: 3) { ... }", kind: .misuse),
        Row(
            .misuse(.rapidTapTimesBelowOne), "times must be at least 1", hint: "rapidTap(times: 2) provokes a double submit", kind: .misuse
        ),
        Row(
            .misuse(.notSeconds(-1)),
            "the time -1.0 is not a finite number of seconds ≥ 0",
            hint: "pass seconds of app time, e.g. 5",
            kind: .misuse
        ),
        Row(.misuse(.maximumStallNotSeconds(.nan)), "the maximum hang nan is not a finite number of seconds ≥ 0",
            hint: "pass seconds, e.g. 0.25 (iOS's hang threshold)", kind: .misuse),
        Row(
            .misuse(.windowNotSeconds),
            "the window must be a finite number of seconds ≥ 0",
            hint: "pass for: 2 (seconds of app time)",
            kind: .misuse
        ),
        Row(
            .misuse(.scaleNotPositive),
            "the scale must be a positive finite number",
            hint: "use 2 to zoom in, 0.5 to zoom out",
            kind: .misuse
        ),
        Row(.misuse(.invalidPattern("bad")), "the pattern is not a valid regular expression (bad)",
            hint: "check the pattern's syntax (NSRegularExpression, ICU)", kind: .misuse),
    ]

    func test_generator_wordsEveryReasonWithItsHintAndKind() {
        for row in Self.rows {
            let failure = KassFailure(element: nil, action: "act", reason: row.reason)
            XCTAssertEqual(KassFailureMessages.text(row.reason), row.text, line: row.line)
            XCTAssertEqual(failure.hint, row.hint, line: row.line)
            XCTAssertEqual(failure.kind, row.kind, line: row.line)
            XCTAssertEqual(failure.summary, "Kass: act failed: \(row.text)", line: row.line)
        }
    }

    func test_generator_wordsEveryDetail() {
        let inner = KassFailure(element: "button \"b\"", action: "tap", reason: .disabled)
        let rows: [(KassFailure.Detail, String, UInt)] = [
            (.eventually(attempts: 1, over: 5), "eventually: still failing after 1 attempt over 5.0 s", #line),
            (.eventually(attempts: 3, over: 5), "eventually: still failing after 3 attempts over 5.0 s", #line),
            (.continuously(heldFor: 0.5, of: 2), "continuously: held for 0.5 s of 2.0 s", #line),
            (.run(2, inner), "run 2: Kass: button \"b\" — tap failed: it is disabled", #line),
            (.branch("home", inner), "branch 'home': Kass: button \"b\" — tap failed: it is disabled", #line),
            (.check(inner, line: 12), "Kass: button \"b\" — tap failed: it is disabled (line 12)", #line),
            (.row(3, inner), "row 3: Kass: button \"b\" — tap failed: it is disabled", #line),
            (.parameterizedCase("EUR"), "case: 'EUR'", #line),
            (.lastSeen(after: 0.25, .disabled), "last seen 0.25 s into the budget: it is disabled", #line),
            (.stateThen("button \"B\""), "its state then: button \"B\"", #line),
            (.stall("0.5 s at 1.0 s"), "stall: 0.5 s at 1.0 s", #line),
            (.hang("x"), "hang: x", #line),
            (.runtimeIssue("x"), "runtime issue: x", #line),
        ]
        for (detail, text, line) in rows {
            XCTAssertEqual(KassFailureMessages.text(detail), text, line: line)
        }
    }

    func test_generator_wordsTheStates() {
        XCTAssertEqual(KassFailureMessages.notInHierarchy(elementsOnScreen: 12), "not in the hierarchy (12 elements on screen)")
        XCTAssertEqual(KassFailureMessages.elementsOnScreen(3), "3 elements on screen")
        XCTAssertEqual(KassFailureMessages.items(count: 2, note: nil, texts: ["a", "b"]), "2 items: 'a', 'b'")
        XCTAssertEqual(
            KassFailureMessages.items(count: 12, note: "saw 12 rows", texts: (1...12).map(String.init)),
            "12 items (saw 12 rows): '1', '2', '3', '4', '5', '6', '7', '8', '9', '10', …"
        )
        XCTAssertEqual(KassFailureMessages.stalls(count: 1, total: 0.5), "1 stall while the block ran, 0.5 s in all")
        XCTAssertEqual(KassFailureMessages.stalls(count: 2, total: 1), "2 stalls while the block ran, 1.0 s in all")
    }

    func test_generator_wordsTheReportNotes() {
        XCTAssertEqual(KassFailureMessages.casesFailed(["EUR", "USD"], of: 3), "2 of 3 cases failed: 'EUR', 'USD'")
        XCTAssertEqual(
            KassFailureMessages.passedAfterRetrying("tap button \"pay\"", retries: [.disabled, .notHittable(.noReceiver)]),
            "tap button \"pay\" passed after retrying: it is disabled; it is not hittable: no window takes a touch at that point"
        )
        let run = KassFailure(element: nil, action: "step", reason: .budgetRanOut)
        XCTAssertEqual(
            KassFailureMessages.retryPassed(times: 3, onRun: 2, after: [run]),
            "retry(times: 3) passed on run 2 after: Kass: step failed: the budget ran out"
        )
    }

    func test_kind_ofAGatheringFailureIsMisuseOnlyWhenEveryGatheredFailureIs() {
        let misuse = KassFailure(element: nil, action: "anyOf", reason: .misuse(.noBranches))
        let defect = KassFailure(element: "button \"b\"", action: "tap", reason: .disabled)
        let allMisuse = KassFailure(element: nil, action: "verifyAll", reason: .checksFailed(count: 1), details: [.check(misuse, line: 1)])
        let mixed = KassFailure(
            element: nil, action: "verifyAll", reason: .checksFailed(count: 2), details: [.check(misuse, line: 1), .check(defect, line: 2)]
        )
        XCTAssertEqual(allMisuse.kind, .misuse)
        XCTAssertEqual(mixed.kind, .appDefect)
        XCTAssertEqual(KassFailure(element: nil, action: "verifyAll", reason: .checksFailed(count: 0)).kind, .appDefect)
    }

    func test_structuredFields_nameTheReasonAndTheValuesItCompared() {
        let rows: [(KassFailure.Reason, String, (String, String)?, UInt)] = [
            (.mismatch(.label(actual: "Log In", expected: "Sign In")), "mismatch.label", ("Sign In", "Log In"), #line),
            (.readBack(.typed("ab", reads: "a")), "readBack.typed", ("ab", "a"), #line),
            (.effectDidNotLast(.readBack(.switchStill(on: false)), after: 1), "effectDidNotLast", ("on", "off"), #line),
            (.disabled, "disabled", nil, #line),
            (.deliveryFailed(.noRefreshControl), "deliveryFailed.noRefreshControl", nil, #line),
            (.budgetRanOut, "budgetRanOut", nil, #line),
            (.misuse(.noCases), "misuse.noCases", nil, #line),
            (.notReady(.nothingToGoBackTo), "notReady.nothingToGoBackTo", nil, #line),
            (.stalled(longest: 0.5, allowed: 0.25), "stalled", ("at most 0.25 s", "0.5 s"), #line),
            (.hung("x", duration: 0.5, allowed: 0.25), "hung", ("at most 0.25 s", "0.5 s"), #line),
        ]
        for (reason, key, values, line) in rows {
            XCTAssertEqual(KassFailureMessages.key(of: reason), key, line: line)
            let pair = KassFailureMessages.expectedAndActual(reason)
            XCTAssertEqual(pair?.expected, values?.0, line: line)
            XCTAssertEqual(pair?.actual, values?.1, line: line)
        }
    }
}
