import Foundation
import KassSupport
import Hammer

/// The one place Kass words its failures: every reason, hint and `↳` line of a ``KassFailure``
/// (as swift-argument-parser's `ErrorMessageGenerator` and the agent's `AgentCommandError` word
/// theirs). Call sites build data; only this type turns it into text.
enum KassFailureMessages {
    /// `Kass: <element> — <action> failed: <reason>` (without the element for screens, steps and
    /// combinators).
    static func summary(of failure: KassFailure) -> String {
        let reason = text(failure.reason)
        if let element = failure.element { return "Kass: \(element) — \(failure.action) failed: \(reason)" }
        return "Kass: \(failure.action) failed: \(reason)"
    }

    /// The summary, then `↳` lines: details, `state:`, `did you mean:`, `hint:`.
    static func message(of failure: KassFailure) -> String {
        var lines = [summary(of: failure)]
        lines += failure.details.map { "  ↳ \(text($0))" }
        if let state = failure.state { lines.append("  ↳ state: \(state)") }
        if let didYouMean = NearMatchWording.didYouMean(failure.didYouMean) { lines.append("  ↳ \(didYouMean)") }
        if let hint = hint(for: failure.reason) { lines.append("  ↳ hint: \(hint)") }
        return lines.joined(separator: "\n")
    }

    // MARK: Reasons

    /// The reason's words (the summary's tail).
    static func text(_ reason: KassFailure.Reason) -> String {
        switch reason {
        case .notFound(let type, let locator):
            return "no \(type) matches \(locator)"
        case .wrongType(let expected, let locator, let actual):
            return "no \(expected) matches \(locator) (an element \(locator) exists, but it is a \(actual), not a \(expected))"
        case .containerNotFound(let container, let because):
            return "its container \(container) is not found: \(text(because))"
        case .containerAmbiguous(let container, let matches):
            return "its container \(container) is ambiguous (\(matches) matches)"
        case .noSuchItem(let count, let noun, let index):
            return "the collection has \(count) \(noun)s, so there is no \(index < 0 ? "last one" : "#\(index + 1)")"
        case .ambiguous(let count, let matches):
            return "found \(count) matching elements: \(matches.joined(separator: "; "))"
        case .severalMatch(let count):
            return "\(count) elements match it"
        case .collectionContainerNotFound(let collection):
            return "the container of \(collection) is not found"
        case .screenNotLoaded(_, let missing):
            let names = missing.map(\.element).joined(separator: ", ")
            return missing.count == 1 ? "\(names) is not present" : "\(missing.count) elements are not present: \(names)"
        case .notVisible(let why):
            return "it is not visible: \(why)"
        case .disabled:
            return "it is disabled"
        case .moving(let movement, _):
            return "it is moving (\(text(movement)))"
        case .notHittable(let why):
            return "it is not hittable: \(why)"
        case .interactionBlocked(let why):
            return why
        case .stillOutOfView(let swipes, let scrollView):
            return "it is still out of view after \(swipes) swipes on \(scrollView)"
        case .scrollFailed(let error):
            return "swiping to bring it into view failed: \(error)"
        case .coveredByKeyboard:
            return "it is covered by the keyboard, and there is no safe way to dismiss it (no Done button in the keyboard's "
                + "accessory view, no dismiss key; Return could submit the form)"
        case .keyboardDismissalFailed(let error):
            return "dismissing the keyboard failed: \(error)"
        case .listSearched(let inner, let list, let pages, let stoppedAtLimit):
            let walk = stoppedAtLimit
                ? "stopped after \(KassListWalk.pageLimit) pages, the most one walk visits, before its end"
                : "from the top to its end (\(pages) page\(pages == 1 ? "" : "s"))"
            return "\(text(inner)) (searched \(list) \(walk))"
        case .notReady(let notReady):
            return text(notReady)
        case .deliveryFailed(let delivery):
            return text(delivery)
        case .readBack(let readBack):
            return text(readBack)
        case .effectDidNotLast(let inner, let after):
            return "the effect did not last: \(text(inner)) \(seconds(after)) later"
        case .appNotRunning:
            return "the app is not running"
        case .budgetRanOut:
            return "the budget ran out"
        case .budgetRanOutWhile(let correction):
            return "the budget ran out while it \(text(correction))"
        case .wentAway(let inner):
            return "it went away while the action waited: \(text(inner))"
        case .mismatch(let mismatch):
            return text(mismatch)
        case .rowsFail(let failing, let rows, let check, let note):
            return "\(failing) of \(rows) rows fail '\(check)'\(note.map { " (\($0))" } ?? "")"
        case .noRows(let noun):
            return "there are no \(noun)s"
        case .launchFailed(let error):
            return error
        case .noKeyWindow(let app, let sceneDelegate):
            guard let sceneDelegate else { return "\(app) has no key window after launch" }
            return "\(app) has no key window after launch: its app delegate configures scenes with \(sceneDelegate), "
                + "but the KassApp was given no scene delegate"
        case .runtimeIssues(let count, let first):
            return count == 1 ? "the app reported a runtime issue: \(first)" : "the app reported \(count) runtime issues, first: \(first)"
        case .stalled(let longest, let allowed):
            return "the main thread stalled for \(seconds(longest)) (allowed \(seconds(allowed)))"
        case .hung(let hang, _, let allowed):
            return "the app hung: \(hang) (allowed \(seconds(allowed)))"
        case .noBranchPassed(let branches, let within):
            return "none of the \(branches) branches passed within \(seconds(within))"
        case .checksFailed(let count):
            return "\(count) check\(count == 1 ? "" : "s") failed"
        case .whilePending(let pending):
            return text(pending)
        case .misuse(let misuse):
            return text(misuse)
        }
    }

    /// How to fix a failure for `reason`, when Kass knows.
    static func hint(for reason: KassFailure.Reason) -> String? {
        switch reason {
        case .notFound, .containerNotFound, .containerAmbiguous, .noSuchItem:
            return "check the identifier, or make sure the screen that shows it is displayed"
        case .wrongType(let expected, _, _):
            return "declare it with the factory of its type, or point the locator at the \(expected) itself"
        case .ambiguous:
            return "make the locator unique: give the elements distinct identifiers or scope it (row.button(...))"
        case .collectionContainerNotFound:
            return "check the container's identifier"
        case .screenNotLoaded(let screen, let missing):
            return "check that the app navigated to \(screen); missing: "
                + missing.map { "\($0.element): \(text($0.reason))" }.joined(separator: "; ")
        case .notVisible(let why):
            switch why {
            case .hidden, .transparent: return "the app hides it; check the state that shows it"
            case .scrolledOut, .clipped, .offScreen: return "scroll it into view (config.preconditions.scrollIntoView)"
            case .covered: return "dismiss what covers it first"
            case .notInWindow, .zeroSize: return "it is not laid out on screen yet"
            }
        case .disabled:
            return "wait for the app to enable it, or check what enables it"
        case .moving(_, let stabilityFrames):
            return "it must keep still for \(stabilityFrames) frames; an animation may never end"
        case .notHittable:
            return "something covers it; dismiss it first"
        case .interactionBlocked:
            return "input sent now would be dropped; the action waits for the app to take input again within its budget"
        case .stillOutOfView:
            return "raise config.maximumScrollSwipes or scroll closer first"
        case .coveredByKeyboard:
            return "give the field an inputAccessoryView with a Done button, or end editing before this step"
        case .listSearched(let inner, _, _, _), .effectDidNotLast(let inner, _):
            return hint(for: inner)
        case .deliveryFailed:
            return "the input was not (fully) delivered; it is not retried, so the app never sees it twice"
        case .readBack(let readBack):
            return hint(for: readBack)
        case .appNotRunning:
            return "launch() the app before this step; it may have been terminated"
        case .wentAway:
            return "the screen moved on while the action waited for the element (the action may already have happened, "
                + "or something else acted first)"
        case .mismatch(let mismatch):
            return hint(for: mismatch)
        case .noKeyWindow(_, let sceneDelegate?):
            return "give the app its scene delegate: KassApp(name: …, sceneDelegate: { \(sceneDelegate)() }) { … } (on iOS, UIKit "
                + "creates it from the scene configuration; HeadlessUI needs it made)"
        case .noKeyWindow:
            return "make a window key and visible in application(_:didFinishLaunchingWithOptions:) (window.makeKeyAndVisible()), "
                + "or in a scene delegate's scene(_:willConnectTo:options:) given to KassApp(name:sceneDelegate:)"
        case .runtimeIssues:
            return "the runtime refused an operation the app asked for (UIKit would throw or log); fix the app, or set "
                + "config.failsOnRuntimeIssues = false for a test that provokes it on purpose"
        case .stalled, .hung:
            return "move the slow work off the main thread, or split it across frames"
        case .misuse(let misuse):
            return hint(for: misuse)
        case .whilePending(let pending):
            return hint(for: pending)
        case .severalMatch, .scrollFailed, .keyboardDismissalFailed, .notReady, .budgetRanOut, .budgetRanOutWhile,
             .rowsFail, .noRows, .launchFailed, .noBranchPassed, .checksFailed:
            return nil
        }
    }

    // MARK: Parts of reasons

    /// How it moved: `an animation is running on UIView "card"`, `from (0, 0, 10, 10) to …`.
    static func text(_ movement: KassFailure.Movement) -> String {
        switch movement {
        case .animating(let view): return "an animation is running on \(view)"
        case .leftWindow: return "it left the window"
        case .moved(let from, let to): return "from \(text(from)) to \(text(to))"
        }
    }

    /// `(x, y, width, height)` with short numbers.
    static func text(_ rect: CGRect) -> String {
        "(\(KassElementState.number(rect.minX)), \(KassElementState.number(rect.minY)), "
            + "\(KassElementState.number(rect.width)), \(KassElementState.number(rect.height)))"
    }

    /// What a corrective move did, as the tail of `the budget ran out while it …`.
    static func text(_ correction: KassFailure.Correction) -> String {
        switch correction {
        case .scrolledIntoView(let scrollView): return "scrolled \(scrollView) to bring it into view"
        case .scrolledToPage(let list): return "scrolled \(list) to the page that has it"
        case .dismissedKeyboard(let withDoneButton):
            return withDoneButton ? "dismissed the keyboard with its Done button" : "dismissed the keyboard with its dismiss key"
        }
    }

    static func text(_ notReady: KassFailure.NotReady) -> String {
        switch notReady {
        case .noSegment(let count, let index):
            return "it has \(count) segments, so there is no segment \(index)"
        case .noComponent(let count, let component):
            return "it has \(count) components, so there is no component \(component)"
        case .noPickerRow(let component, let title, let near):
            return "component \(component) has no row titled \(quoted(title))"
                + (near.isEmpty ? "" : " (did you mean: \(near.map(quoted).joined(separator: ", "))?)")
        case .notInNavigationBar:
            return "it is not in a navigation controller's bar"
        case .nothingToGoBackTo:
            return "the navigation stack has one screen; there is nothing to go back to"
        }
    }

    static func text(_ delivery: KassFailure.Delivery) -> String {
        switch delivery {
        case .notA(let control, let actual): return "it is not a \(control) (it is \(actual))"
        case .takesNoText(let actual): return "it does not take text (it is \(actual))"
        case .notFirstResponder:
            return "tapping it did not make it the first responder (it may refuse editing: shouldBeginEditing, isEnabled)"
        case .outsideSliderRange(let value, let minimum, let maximum):
            return "\(value) is outside the slider's range \(minimum)…\(maximum)"
        case .stepperAtLimit(let maximum, let value): return "it is already at its \(maximum ? "maximum" : "minimum") \(value)"
        case .dragTargetMissing(let target): return "the drag target \(target) is not present"
        case .noRefreshControl: return "it has no UIRefreshControl"
        case .noDeleteKey: return "the keyboard has no delete key"
        case .noKey(let text): return "the keyboard has no key for '\(text)' and nothing accepts text"
        case .notReady(let notReady): return text(notReady)
        case .generator(let error): return error
        }
    }

    static func text(_ readBack: KassFailure.ReadBack) -> String {
        switch readBack {
        case .typed(let typed, let reads):
            return "typed \(quoted(typed)) but the field reads \(quoted(reads))"
        case .secureLength(let typed, let holds, let expected?):
            return "typed \(typed) characters but the secure field holds \(holds) (expected \(expected); secure text is compared by length)"
        case .secureLength(let typed, let holds, nil):
            return "typed \(typed) characters but the secure field holds \(holds)"
        case .stillReads(let text):
            return "the field still reads \(quoted(text))"
        case .fieldGone:
            return "the field is gone"
        case .noLongerA(let control):
            return "it is no longer a \(control)"
        case .slider(let asked, let reads):
            return "asked for \(asked) but the slider reads \(reads)"
        case .segment(let tapped, let selected):
            return "tapped segment \(tapped) but segment \(selected) is selected"
        case .stepper(let expected, let reads):
            return "expected \(expected) after one step but the stepper reads \(reads)"
        case .switchStill(let on):
            return "tapped the switch but it is still \(on ? "on" : "off")"
        case .noWheels:
            return "it no longer has wheels"
        case .wheel(let asked, let shows):
            return "asked for \(quoted(asked)) but the wheel shows \(quoted(shows ?? "nothing"))"
        case .popStillRunning:
            return "tapped Back but the pop is still running"
        case .stillScrolling(let scrollViews, let after):
            return "the scrolling it started did not come to rest: \(scrollViews.joined(separator: ", ")) "
                + "still moving \(seconds(after)) after the input"
        case .notPopped(let count, let top, let expected, let below):
            return "tapped Back but the navigation stack still has \(count) screens (top: \(top)), "
                + "expected \(expected) with \(below) on top"
        }
    }

    static func hint(for readBack: KassFailure.ReadBack) -> String? {
        switch readBack {
        case .typed, .secureLength, .stillReads:
            return "the app changed the input (a formatter or delegate that rewrites or drops edits?)"
        case .slider, .segment, .stepper, .switchStill, .noWheels, .wheel:
            return "the app did not take the input as given (or reverted it)"
        case .popStillRunning, .notPopped:
            return "the app ignored or refused the pop (a transition running, navigationBar(_:shouldPop:) returning false)"
        case .stillScrolling:
            return "a scroll view that never comes to rest: does a delegate method (scrollViewDidScroll, "
                + "scrollViewDidEndDecelerating) start the motion again?"
        case .fieldGone, .noLongerA:
            return nil
        }
    }

    static func text(_ mismatch: KassFailure.Mismatch) -> String {
        switch mismatch {
        case .notVisible(let why): return "it is not visible: \(why)"
        case .visibleButNotHittable(let why): return "it is visible but not hittable: \(why)"
        case .notHittable(let why): return "it is not hittable: \(why)"
        case .disabled: return "it is disabled"
        case .enabled: return "it is enabled"
        case .notSelected: return "it is not selected"
        case .label(let actual, let expected): return "its label is \(quoted(actual)), expected \(quoted(expected))"
        case .labelLacks(let actual, let expected): return "its label \(quoted(actual)) does not contain \(quoted(expected))"
        case .value(let actual, let expected): return "its value is \(quoted(actual)), expected \(quoted(expected))"
        case .placeholder(let actual, let expected): return "its placeholder is \(quoted(actual)), expected \(quoted(expected))"
        case .text(let actual, let expected): return "its text is \(quoted(actual)), expected \(quoted(expected))"
        case .textDoesNotMatch(let actual, let pattern): return "its text \(quoted(actual)) does not match /\(pattern)/"
        case .notANumber(let text, let locale): return "its text \(quoted(text)) is not a number in locale \(locale)"
        case .number(let actual, let text, let expected, let tolerance):
            return "it reads \(actual) (\(quoted(text))), expected \(expected) ± \(tolerance)"
        case .stillPresent: return "it is still present"
        case .stillPresentCount(let count): return "\(count) matching elements are still present"
        case .disappeared(let after): return "it disappeared after \(seconds(after))"
        case .changed(let from, let to, let after): return "it changed from \(quoted(from)) to \(quoted(to)) after \(seconds(after))"
        case .appeared(let after): return "it appeared after \(seconds(after))"
        case .count(let actual, let expected): return "there are \(actual), expected \(expected)"
        case .empty: return "there are none"
        case .duplicates(let keys): return "repeated: " + keys.map { "'\($0.key)' ×\($0.count)" }.joined(separator: ", ")
        case .unreadableNumber(let text, let locale): return "its text '\(text)' is not a number in locale \(locale)"
        }
    }

    static func hint(for mismatch: KassFailure.Mismatch) -> String? {
        switch mismatch {
        case .stillPresent: return "wait for what removes it, or check that it should go"
        case .changed: return "the value must not move during the window; check what updates it"
        case .appeared: return "something showed it during the window"
        case .unreadableNumber: return "pass the locale the app formats with: readNumber(locale: Locale(identifier: \"de_DE\"))"
        default: return nil
        }
    }

    static func text(_ misuse: KassFailure.Misuse) -> String {
        switch misuse {
        case .appNotLaunched, .readTextsBeforeLaunch: return "the app is not running"
        case .noAppDeclared: return "no app under test is declared"
        case .anotherSessionRunning(let test):
            return "another Kass session (\(test)) is still running its app, and one app runs at a time in a process"
        case .invalidLaunchEnvironment(let error): return error
        case .interceptorDidNotProceed(let name): return "interceptor '\(name)' did not call proceed()"
        case .noBranches: return "no branches were given"
        case .noCases: return "no cases were given"
        case .retryTimesBelowOne, .rapidTapTimesBelowOne: return "times must be at least 1"
        case .notSeconds(let value): return "the time \(value) is not a finite number of seconds ≥ 0"
        case .maximumStallNotSeconds(let value): return "the maximum hang \(value) is not a finite number of seconds ≥ 0"
        case .windowNotSeconds: return "the window must be a finite number of seconds ≥ 0"
        case .scaleNotPositive: return "the scale must be a positive finite number"
        case .invalidPattern(let error): return "the pattern is not a valid regular expression (\(error))"
        case .whilePending(let misuse): return text(misuse)
        }
    }

    static func hint(for misuse: KassFailure.Misuse) -> String? {
        switch misuse {
        case .appNotLaunched: return "call launch() before acting on the app (in the test or in setUp)"
        case .readTextsBeforeLaunch: return "launch() first"
        case .noAppDeclared(let fix): return fix
        case .anotherSessionRunning:
            return "finish() the other session first; in Swift Testing, give every UI suite the .kass trait so suites take turns"
        case .invalidLaunchEnvironment: return nil
        case .interceptorDidNotProceed: return "an interceptor must call proceed() exactly once to run the action"
        case .noBranches: return "pass at least one named branch"
        case .noCases: return "pass at least one case"
        case .retryTimesBelowOne: return "retry(times: 3) { ... }"
        case .rapidTapTimesBelowOne: return "rapidTap(times: 2) provokes a double submit"
        case .notSeconds: return "pass seconds of app time, e.g. 5"
        case .maximumStallNotSeconds: return "pass seconds, e.g. 0.25 (iOS's hang threshold)"
        case .windowNotSeconds: return "pass for: 2 (seconds of app time)"
        case .scaleNotPositive: return "use 2 to zoom in, 0.5 to zoom out"
        case .invalidPattern: return "check the pattern's syntax (NSRegularExpression, ICU)"
        case .whilePending(let misuse): return hint(for: misuse)
        }
    }

    // MARK: Details

    /// One `↳` line (without the arrow).
    static func text(_ detail: KassFailure.Detail) -> String {
        switch detail {
        case .eventually(let attempts, let over):
            return "eventually: still failing after \(attempts) attempt\(attempts == 1 ? "" : "s") over \(seconds(over))"
        case .continuously(let heldFor, let of):
            return "continuously: held for \(seconds(heldFor)) of \(seconds(of))"
        case .run(let run, let failure): return "run \(run): \(summary(of: failure))"
        case .branch(let name, let failure): return "branch '\(name)': \(summary(of: failure))"
        case .check(let failure, let line): return "\(summary(of: failure)) (line \(line))"
        case .row(let row, let failure): return "row \(row): \(summary(of: failure))"
        case .parameterizedCase(let name): return "case: '\(name)'"
        case .lastSeen(let after, let reason): return "last seen \(seconds(after)) into the budget: \(text(reason))"
        case .stateThen(let state): return "its state then: \(state)"
        case .stall(let stall): return "stall: \(stall)"
        case .hang(let hang): return "hang: \(hang)"
        case .runtimeIssue(let issue): return "runtime issue: \(issue)"
        case .pendingWork(let labels): return pendingWork(labels)
        }
    }

    // MARK: States

    /// The `state:` of an element that is not in the hierarchy.
    static func notInHierarchy(elementsOnScreen count: Int) -> String {
        "not in the hierarchy (\(count) elements on screen)"
    }

    /// The `state:` of a screen whose elements are missing.
    static func elementsOnScreen(_ count: Int) -> String {
        "\(count) elements on screen"
    }

    /// The `state:` of a collection: how many items (and what a list walk saw), then the first ten
    /// texts.
    static func items(count: Int, note: String?, texts: [String]) -> String {
        let seen = note.map { " (\($0))" } ?? ""
        let shown = texts.prefix(10).map { "'\($0)'" }.joined(separator: ", ")
        return "\(count) items\(seen): \(shown)\(count > 10 ? ", …" : "")"
    }

    /// The `state:` of `assertResponsive`: the stalls while its block ran.
    static func stalls(count: Int, total: TimeInterval) -> String {
        "\(count) stall\(count == 1 ? "" : "s") while the block ran, \(seconds(total)) in all"
    }

    // MARK: Report notes

    /// The step message of a `parameterized` whose cases failed: `1 of 3 cases failed: 'EUR'`.
    static func casesFailed(_ failed: [String], of count: Int) -> String {
        "\(failed.count) of \(count) cases failed: \(failed.map { "'\($0)'" }.joined(separator: ", "))"
    }

    /// A possible flake: an action that passed only after retrying these preconditions.
    static func passedAfterRetrying(_ step: String, retries: [KassFailure.Reason]) -> String {
        "\(step) passed after retrying: \(retries.map(text).joined(separator: "; "))"
    }

    /// A possible flake: a `retry` that passed on run `run` after these failures.
    static func retryPassed(times: Int, onRun run: Int, after failures: [KassFailure]) -> String {
        "retry(times: \(times)) passed on run \(run) after: \(failures.map(summary(of:)).joined(separator: "; "))"
    }

    // MARK: Structured fields

    /// The reason's case name (`notFound`, `mismatch.label`, `misuse.noCases`): a stable key for
    /// tools reading the diagnostics.
    static func key(of reason: KassFailure.Reason) -> String {
        switch reason {
        case .mismatch(let mismatch): return "mismatch." + caseName(mismatch)
        case .readBack(let readBack): return "readBack." + caseName(readBack)
        case .deliveryFailed(let delivery): return "deliveryFailed." + caseName(delivery)
        case .notReady(let notReady): return "notReady." + caseName(notReady)
        case .misuse(.whilePending(let misuse)): return "misuse.whilePending." + caseName(misuse)
        case .misuse(let misuse): return "misuse." + caseName(misuse)
        case .whilePending(let pending): return "whilePending." + caseName(pending)
        default: return caseName(reason)
        }
    }

    /// The expected and actual values a reason compared, when it compared values.
    static func expectedAndActual(_ reason: KassFailure.Reason) -> (expected: String, actual: String)? {
        switch reason {
        case .wrongType(let expected, _, let actual): return (expected, actual)
        case .mismatch(let mismatch):
            switch mismatch {
            case .label(let actual, let expected), .labelLacks(let actual, let expected), .value(let actual, let expected),
                 .placeholder(let actual, let expected), .text(let actual, let expected):
                return (expected, actual)
            case .textDoesNotMatch(let actual, let pattern): return ("/\(pattern)/", actual)
            case .number(let actual, _, let expected, let tolerance): return ("\(expected) ± \(tolerance)", "\(actual)")
            case .count(let actual, let expected): return ("\(expected)", "\(actual)")
            case .changed(let from, let to, _): return (from, to)
            default: return nil
            }
        case .readBack(let readBack):
            switch readBack {
            case .typed(let typed, let reads): return (typed, reads)
            case .secureLength(let typed, let holds, let expected): return ("\(expected ?? typed) characters", "\(holds) characters")
            case .stillReads(let reads): return ("", reads)
            case .slider(let asked, let reads): return ("\(asked)", "\(reads)")
            case .segment(let tapped, let selected): return ("\(tapped)", "\(selected)")
            case .stepper(let expected, let reads): return ("\(expected)", "\(reads)")
            case .switchStill(let on): return (on ? "off" : "on", on ? "on" : "off")
            case .wheel(let asked, let shows): return (asked, shows ?? "nothing")
            case .notPopped(let count, _, let expected, _): return ("\(expected) screens", "\(count) screens")
            default: return nil
            }
        case .effectDidNotLast(let inner, _), .wentAway(let inner), .listSearched(let inner, _, _, _), .containerNotFound(_, let inner):
            return expectedAndActual(inner)
        case .stalled(let longest, let allowed): return ("at most \(seconds(allowed))", seconds(longest))
        case .hung(_, let duration, let allowed): return ("at most \(seconds(allowed))", seconds(duration))
        default: return nil
        }
    }

    private static func caseName(_ value: Any) -> String {
        let mirror = Mirror(reflecting: value)
        if let label = mirror.children.first?.label { return label }
        return "\(value)"
    }

    // MARK: Formatting

    /// `1.4 s`.
    static func seconds(_ value: TimeInterval) -> String {
        let rounded = (value * 100).rounded() / 100
        return "\(rounded) s"
    }

    /// `'text'`, with newlines shown as `\n`.
    static func quoted(_ text: String) -> String {
        "'\(text.replacingOccurrences(of: "\n", with: "\\n"))'"
    }
}
