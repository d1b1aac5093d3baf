import Foundation
import Hammer

extension KassFailure {
    /// Why a check did not hold, with the values it saw. Kass words it in one place (its failure
    /// message generator); read ``KassFailure/message`` and ``KassFailure/hint`` for the words.
    public indirect enum Reason: Sendable, Equatable {
        // MARK: Finding the element

        /// Nothing of `type` (`button`, or `element` for any type) matches `locator`.
        case notFound(type: String, locator: String)
        /// The locator matches an element of another type (a label where a switch was declared).
        case wrongType(expected: String, locator: String, actual: String)
        /// The element's container is not found, and why.
        case containerNotFound(container: String, because: Reason)
        /// The element's container matches several elements.
        case containerAmbiguous(container: String, matches: Int)
        /// An element by position (`cells().element(at: 3)`) past the end of its collection of
        /// `count` items; a negative `index` counts from the end.
        case noSuchItem(count: Int, noun: String, index: Int)
        /// Several elements match after Hammer's preference rules; `matches` are their headlines.
        case ambiguous(count: Int, matches: [String])
        /// Several elements match an element a screen waits for (`count` of them).
        case severalMatch(count: Int)
        /// A collection's container is not found.
        case collectionContainerNotFound(collection: String)
        /// A screen's `onLoad` elements are missing.
        case screenNotLoaded(screen: String, missing: [MissingElement])

        // MARK: Preconditions of an action

        /// Not visible (hidden, transparent, scrolled out, clipped, covered, off screen…).
        case notVisible(AccessibilitySnapshot.NotVisibleReason)
        /// Disabled.
        case disabled
        /// Moving, so a touch could miss it; it must keep still for `stabilityFrames` frames.
        case moving(Movement, stabilityFrames: Int)
        /// A touch at its hit point reaches something else (what covers it).
        case notHittable(AccessibilitySnapshot.NotHittableReason)
        /// The app does not take input now (a transition runs, interaction events are ignored).
        case interactionBlocked(String)
        /// Still out of view after `swipes` swipes on `scrollView`.
        case stillOutOfView(swipes: Int, scrollView: String)
        /// Swiping it into view failed (the generator's error).
        case scrollFailed(String)
        /// The keyboard covers it and no safe way to dismiss it exists.
        case coveredByKeyboard
        /// Dismissing the keyboard failed (the generator's error).
        case keyboardDismissalFailed(String)
        /// Not found after `list` was searched page by page (`pages` pages, or stopped at the limit).
        case listSearched(Reason, list: String, pages: Int, stoppedAtLimit: Bool)
        /// The action's own precondition (a segment, a picker row, a back button) does not hold yet.
        case notReady(NotReady)

        // MARK: Delivering the input and reading its effect back

        /// The input was not (fully) delivered, and why.
        case deliveryFailed(Delivery)
        /// The effect the action reads back is not there.
        case readBack(ReadBack)
        /// The effect held, then stopped holding `after` seconds.
        case effectDidNotLast(Reason, after: TimeInterval)

        // MARK: Waiting

        /// The app stopped running (it was terminated) while a step waited on it.
        case appNotRunning
        /// The budget ran out before any attempt.
        case budgetRanOut
        /// The budget ran out while making a corrective move.
        case budgetRanOutWhile(Correction)
        /// The element was there earlier in the budget and went away; why it is failing now.
        case wentAway(Reason)

        // MARK: Assertions

        /// An assertion's expectation does not hold (expected and actual values).
        case mismatch(Mismatch)
        /// `assertEach`: `failing` of `rows` rows fail the check named `check`.
        case rowsFail(failing: Int, rows: Int, check: String, note: String?)
        /// `assertEach` found no rows of `noun`.
        case noRows(noun: String)

        // MARK: The app as a whole

        /// Launching failed (the error's description).
        case launchFailed(String)
        /// The app has no key window after launch; `sceneDelegate` is the scene delegate class its app
        /// delegate configures, when the launch was not given one (``KassApp`` `sceneDelegate:`).
        case noKeyWindow(app: String, sceneDelegate: String?)
        /// The app reported runtime issues (the first, then the others in ``KassFailure/details``).
        case runtimeIssues(count: Int, first: String)
        /// The main thread stalled longer than allowed.
        case stalled(longest: TimeInterval, allowed: TimeInterval)
        /// A main-thread callback of the app held the main thread longer than allowed, in real time
        /// (the hang's description, its duration in seconds).
        case hung(String, duration: TimeInterval, allowed: TimeInterval)

        // MARK: Combinators

        /// `anyOf`: none of `branches` branches passed `within` seconds.
        case noBranchPassed(branches: Int, within: TimeInterval)
        /// `verifyAll`: `count` checks failed (each one a detail).
        case checksFailed(count: Int)
        /// `whilePending`: the checks did not hold while the work the action started was pending.
        case whilePending(WhilePending)

        // MARK: Misuse of the DSL

        /// The test used the DSL in a way it cannot run.
        case misuse(Misuse)
    }

    /// One `onLoad` element a screen found missing, and why.
    public struct MissingElement: Sendable, Equatable {
        /// The element's description.
        public var element: String
        /// Why it is missing.
        public var reason: Reason
        /// Creates a missing element.
        public init(element: String, reason: Reason) {
            self.element = element
            self.reason = reason
        }
    }

    /// How an element moved while it should have kept still.
    public enum Movement: Sendable, Equatable {
        /// An animation runs on `view` (the element or an ancestor).
        case animating(view: String)
        /// It left the window.
        case leftWindow
        /// Its frame changed, in screen coordinates.
        case moved(from: CGRect, to: CGRect)
    }

    /// A corrective move an action made before acting.
    public enum Correction: Sendable, Equatable {
        /// Scrolled `scrollView` to bring the element into view.
        case scrolledIntoView(scrollView: String)
        /// Scrolled `list` to the page that has the element.
        case scrolledToPage(list: String)
        /// Dismissed the keyboard with its accessory view's Done button, or with its dismiss key.
        case dismissedKeyboard(withDoneButton: Bool)
    }

    /// An action's own precondition that does not hold yet.
    public enum NotReady: Sendable, Equatable {
        /// The segmented control has `count` segments, none at `index`.
        case noSegment(count: Int, index: Int)
        /// The picker has `count` components, none at `component`.
        case noComponent(count: Int, component: Int)
        /// Component `component` has no row titled `title`; `near` are the closest titles.
        case noPickerRow(component: Int, title: String, near: [String])
        /// The back button is not in a navigation controller's bar.
        case notInNavigationBar
        /// The navigation stack has one screen.
        case nothingToGoBackTo
    }

    /// Why an action could not deliver its input.
    public enum Delivery: Sendable, Equatable {
        /// The element is not the kind of control the action drives (`slider`, `stepper`…); it is
        /// `actual`.
        case notA(control: String, actual: String)
        /// The element does not take text; it is `actual`.
        case takesNoText(actual: String)
        /// Tapping the field did not make it the first responder.
        case notFirstResponder
        /// The value asked of a slider is outside its range.
        case outsideSliderRange(value: Float, minimum: Float, maximum: Float)
        /// The stepper already is at its maximum (or minimum) `value`.
        case stepperAtLimit(maximum: Bool, value: Double)
        /// The element a drag goes to is not present.
        case dragTargetMissing(String)
        /// The scroll view has no refresh control.
        case noRefreshControl
        /// The software keyboard has no delete key.
        case noDeleteKey
        /// The software keyboard has no key for `text`, and nothing accepts text.
        case noKey(for: String)
        /// The action's own precondition no longer holds at delivery.
        case notReady(NotReady)
        /// The event generator refused the input (its error's description).
        case generator(String)
    }

    /// What an action reads back after delivering its input, and what it saw instead.
    public enum ReadBack: Sendable, Equatable {
        /// Typed `typed`, but the field reads `reads`.
        case typed(String, reads: String)
        /// Typed `typed` characters into a secure field that holds `holds` (expected `expected`
        /// when typing appends; `nil` when the field was replaced).
        case secureLength(typed: Int, holds: Int, expected: Int?)
        /// Cleared, but the field still reads `reads` (bullets for a secure field).
        case stillReads(String)
        /// The field is no longer a text input.
        case fieldGone
        /// The element is no longer of the control type the action drove.
        case noLongerA(control: String)
        /// Asked the slider for `asked`, it reads `reads`.
        case slider(asked: Float, reads: Float)
        /// Tapped segment `tapped`, segment `selected` is selected.
        case segment(tapped: Int, selected: Int)
        /// Expected `expected` after one step, the stepper reads `reads`.
        case stepper(expected: Double, reads: Double)
        /// Tapped the switch, it is still `on` (or off).
        case switchStill(on: Bool)
        /// The picker no longer has wheels.
        case noWheels
        /// Asked the wheel for `asked`, it shows `shows` (`nil`: nothing).
        case wheel(asked: String, shows: String?)
        /// Tapped Back, the pop is still running.
        case popStillRunning
        /// The content of scroll views the input set moving (`scrollViews`, each with its motion:
        /// `UIScrollView 'list': bouncing back`) still moved on its own `after` seconds, when the
        /// budget ran out.
        case stillScrolling(scrollViews: [String], after: TimeInterval)
        /// Tapped Back, the stack still has `count` screens (top: `top`), expected `expected` with
        /// `below` on top.
        case notPopped(count: Int, top: String, expected: Int, below: String)
    }

    /// An assertion's expectation, and what the element showed instead.
    public enum Mismatch: Sendable, Equatable {
        /// Expected visible.
        case notVisible(AccessibilitySnapshot.NotVisibleReason)
        /// Expected visible; it is, but a touch does not reach it.
        case visibleButNotHittable(AccessibilitySnapshot.NotHittableReason)
        /// Expected hittable.
        case notHittable(AccessibilitySnapshot.NotHittableReason)
        /// Expected enabled.
        case disabled
        /// Expected disabled.
        case enabled
        /// Expected selected.
        case notSelected
        /// The label differs.
        case label(actual: String, expected: String)
        /// The label lacks the expected text.
        case labelLacks(actual: String, expected: String)
        /// The accessibility value differs.
        case value(actual: String, expected: String)
        /// The placeholder differs.
        case placeholder(actual: String, expected: String)
        /// The text (value, else label) differs.
        case text(actual: String, expected: String)
        /// The text does not match the regular expression `pattern`.
        case textDoesNotMatch(actual: String, pattern: String)
        /// The text holds no number in the locale (identifier).
        case notANumber(text: String, locale: String)
        /// The number read is further than `tolerance` from `expected`.
        case number(actual: Double, text: String, expected: Double, tolerance: Double)
        /// Expected gone; it is still present.
        case stillPresent
        /// Expected gone; `count` matching elements are still present.
        case stillPresentCount(Int)
        /// Expected to stay, it disappeared after `after` seconds.
        case disappeared(after: TimeInterval)
        /// Expected unchanged, the text changed after `after` seconds.
        case changed(from: String, to: String, after: TimeInterval)
        /// Expected absent, it appeared after `after` seconds.
        case appeared(after: TimeInterval)
        /// Expected `expected` items, there are `actual`.
        case count(actual: Int, expected: Int)
        /// Expected at least one item, there are none.
        case empty
        /// Expected no repeated keys; these keys repeat (with how often).
        case duplicates([RepeatedKey])
        /// `readNumber`: the text holds no number in the locale (identifier).
        case unreadableNumber(text: String, locale: String)
    }

    /// A key that several items of a collection share, and how many.
    public struct RepeatedKey: Sendable, Equatable {
        /// The key.
        public var key: String
        /// How many items have it.
        public var count: Int
        /// Creates a repeated key.
        public init(key: String, count: Int) {
            self.key = key
            self.count = count
        }
    }

    /// A way the test used the DSL that cannot run: the test must change, not the app.
    public enum Misuse: Sendable, Equatable {
        /// An action or assertion before `launch()`.
        case appNotLaunched
        /// `readTexts` before `launch()`.
        case readTextsBeforeLaunch
        /// No app under test is declared; `fix` says how to declare one.
        case noAppDeclared(fix: String)
        /// Another session (of test `test`) still runs its app.
        case anotherSessionRunning(test: String)
        /// `KASS_LAUNCH_ARGUMENTS` or `KASS_LAUNCH_ENVIRONMENT` cannot be read (the error).
        case invalidLaunchEnvironment(String)
        /// An interceptor (named) did not call `proceed()`.
        case interceptorDidNotProceed(String)
        /// `anyOf` with no branches.
        case noBranches
        /// `parameterized` with no cases.
        case noCases
        /// `retry(times:)` below 1.
        case retryTimesBelowOne
        /// `rapidTap(times:)` below 1.
        case rapidTapTimesBelowOne
        /// A timeout or window that is not a finite number of seconds ≥ 0.
        case notSeconds(TimeInterval)
        /// `assertResponsive(maximumHang:)` that is not a finite number of seconds ≥ 0.
        case maximumStallNotSeconds(TimeInterval)
        /// A window assertion's `for:` that is not a finite number of seconds ≥ 0.
        case windowNotSeconds
        /// `pinch(scale:)` that is not a positive finite number.
        case scaleNotPositive
        /// A regular expression that does not compile (the error's description).
        case invalidPattern(String)
        /// `whilePending` used in a way it cannot check.
        case whilePending(WhilePendingMisuse)
    }

    /// One more `↳` line of a failure.
    public indirect enum Detail: Sendable, Equatable {
        /// `eventually` ran `attempts` times over `over` seconds.
        case eventually(attempts: Int, over: TimeInterval)
        /// `continuously` held for `heldFor` of `of` seconds.
        case continuously(heldFor: TimeInterval, of: TimeInterval)
        /// `retry`: run number `run` failed so.
        case run(Int, KassFailure)
        /// `anyOf`: the branch named so failed so.
        case branch(String, KassFailure)
        /// `verifyAll`: a check failed so, at `line`.
        case check(KassFailure, line: Int)
        /// `assertEach`: row number `row` failed so.
        case row(Int, KassFailure)
        /// The parameterized case the failure happened in.
        case parameterizedCase(String)
        /// The element was last seen `after` seconds into the budget, failing for `reason`.
        case lastSeen(after: TimeInterval, Reason)
        /// The element's state when it was last seen.
        case stateThen(String)
        /// One main-thread stall.
        case stall(String)
        /// One more main-thread hang.
        case hang(String)
        /// One more runtime issue.
        case runtimeIssue(String)
        /// `whilePending`: the work of the action that was pending at the moment shown (labels of
        /// busy work, delayed work and sleeping tasks).
        case pendingWork([String])

        /// The failure this line reports on, when it is one.
        public var failure: KassFailure? {
            switch self {
            case .run(_, let failure), .branch(_, let failure), .check(let failure, _), .row(_, let failure): failure
            default: nil
            }
        }
    }
}
