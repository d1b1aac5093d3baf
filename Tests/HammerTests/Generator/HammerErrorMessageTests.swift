import Hammer
import XCTest

/// Every error's message, pinned: what went wrong and how to fix it.
@MainActor
final class HammerErrorMessageTests: XCTestCase {
    func test_messages_sayWhatWentWrongAndHowToFixIt() async {
        let table: [(HammerError, String)] = [
            (.windowNotReady(check: .noFrameRendered, timeout: 3),
             "The window is not ready for events after 3.00 s: no frame has been rendered since the window was shown. Fix: keep the run " +
                 "loop turning (do not stall the main thread while creating the generator)."),
            (.windowNotReady(check: .windowNotKeyAndVisible, timeout: 1),
             "The window is not ready for events after 1.00 s: the window is not key and visible. Fix: call makeKeyAndVisible() on the " +
                 "window before creating the generator."),
            (.touchNotDeliverable(point: CGPoint(x: 500, y: 10)),
             "No window accepts a touch at (500, 10): the point is outside every visible, interactive window. Use a point on screen " +
                 "(screen coordinates), or a view that is in a window."),
            (.invalidPoint(x: .nan, y: 1), "Invalid point (nan, 1.0): coordinates must be finite numbers (no NaN or infinity)."),
            (.invalidValue(name: "wait", value: -1, reason: "it must be a finite number of seconds, zero or more."),
             "Invalid wait -1.0: it must be a finite number of seconds, zero or more."),
            (.eventNotProcessed(event: "key a down", timeout: 1),
             "The app did not process key a down within 1.00 s (eventProcessingTimeout). Is the application terminated or its run loop " +
                 "no longer driven? Raise settings.eventProcessingTimeout if the app is legitimately slow."),
            (.viewNotInHierarchy(view: "UIButton #login"),
             "UIButton #login is not in a window, so it has no location on screen. Add it to the window (or create the generator with " +
                 "EventGenerator(view:)) before touching it."),
            (.unableToFind(description: "an element with identifier 'welcom'", nearMatches: ["welcome", "Welcome!"]),
             "Unable to find an element with identifier 'welcom'. Did you mean: 'welcome', 'Welcome!'?"),
            (.unableToFind(description: "an element with identifier 'x'", nearMatches: []),
             "Unable to find an element with identifier 'x'."),
            (.multipleElements(description: "label 'OK'", matches: ["UIButton #a", "UIButton #b"]),
             "Found multiple elements matching label 'OK': UIButton #a; UIButton #b. Make the query more specific, or set " +
                 "settings.throwOnMultipleMatches = false to use the first match."),
            (.notVisible(target: "UIView #card", reason: "it is scrolled out of UIScrollView #list"),
             "UIView #card is not visible: it is scrolled out of UIScrollView #list."),
            (.notHittable(target: "UIView #card at (1, 2)", reason: "UIView #x would receive the touch instead"),
             "UIView #card at (1, 2) is not hittable: UIView #x would receive the touch instead."),
            (.waitTimedOut(what: "the condition", timeout: 5),
             "Timed out after 5.00 s of app time waiting for the condition. Pass a longer timeout or raise settings.waitTimeout if the " +
                 "app is slow."),
            (.tooManyFingers(limit: 10),
             "At most 10 fingers can be down at once (one per FingerIndex); lift a finger before putting another down."),
            (.fingerNotDown(finger: "leftThumb"),
             "Finger leftThumb is not down. Put it down with fingerDown before moving or lifting it."),
            (.fingerAlreadyDown(finger: "rightIndex"),
             "Finger rightIndex is already down. Lift it first, or use another FingerIndex."),
            (.stylusUnavailable(device: "iPhone"),
             "The iPhone has no stylus support. Stylus calls need the iPad profile (LaunchConfiguration(device: .iPad))."),
            (.stylusState(reason: "the stylus is not down, so it cannot be lifted."),
             "Stylus: the stylus is not down, so it cannot be lifted."),
            (.keyNotMappable(character: "\"é\"", reason: "no key of the US keyboard types it."),
             "Cannot type \"é\": no key of the US keyboard types it."),
            (.keyState(key: "a", reason: "is not down, so it cannot be released; press it with keyDown first."),
             "Key a is not down, so it cannot be released; press it with keyDown first."),
            (.generatorFinished, "This EventGenerator was finished. Create a new generator to send more events."),
            (.notActiveGenerator,
             "This EventGenerator is not the active one: a newer generator exists and has not been finished. Call finish() on the newer " +
                 "generator first (their windows overlap)."),
            (.eventRejected(reason: "x"), "The system refused the event: x"),
            (.unsupportedPlatform("UIKit"), "Not supported on this platform yet: UIKit."),
        ]
        for (error, message) in table {
            XCTAssertEqual(error.description, message)
        }
    }

    func test_everyReadinessCheck_hasAnExplanationAndAFix() async {
        for check in WindowReadinessCheck.allCases {
            XCTAssertFalse(check.explanation.isEmpty)
            XCTAssertFalse(check.fix.isEmpty)
        }
    }
}
