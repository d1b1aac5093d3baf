import Foundation
import Hammer
import HeadlessUITestSupport
import Testing
import XCTest

/// A login screen: a focused email field, a "Sign In" button that shows a "welcome" label, a photo,
/// a Wi-Fi switch that is on, a "Saved" toast and a hidden banner.
@MainActor
final class GuideLoginScreen {
    let signInButton = UIButton(type: .system)
    let welcomeLabel = UILabel()
    let email = UITextField()

    init(in view: UIView) {
        email.accessibilityIdentifier = "email"
        email.frame = CGRect(x: 20, y: 60, width: 300, height: 34)
        signInButton.setTitle("Sign In", for: .normal)
        signInButton.accessibilityIdentifier = "signIn"
        signInButton.frame = CGRect(x: 20, y: 110, width: 200, height: 44)
        signInButton.addAction(UIAction { [welcomeLabel] _ in
            welcomeLabel.text = "Welcome"
            welcomeLabel.accessibilityIdentifier = "welcome"
            welcomeLabel.frame = CGRect(x: 20, y: 170, width: 200, height: 30)
            view.addSubview(welcomeLabel)
        }, for: .touchUpInside)
        let wifi = UISwitch(frame: CGRect(x: 300, y: 110, width: 51, height: 31))
        wifi.accessibilityLabel = "Wi-Fi"
        wifi.isOn = true
        let photo = TouchLogView(frame: CGRect(x: 50, y: 250, width: 300, height: 200))
        photo.isAccessibilityElement = true
        photo.accessibilityLabel = "Photo"
        photo.accessibilityIdentifier = "photo"
        let toast = UILabel(frame: CGRect(x: 20, y: 210, width: 200, height: 30))
        toast.text = "Saved"
        toast.accessibilityIdentifier = "toast"
        let banner = UILabel(frame: CGRect(x: 0, y: 20, width: 300, height: 30))
        banner.accessibilityIdentifier = "banner"
        banner.isHidden = true
        for subview in [email, signInButton, wifi, photo, toast, banner] as [UIView] { view.addSubview(subview) }
        _ = email.becomeFirstResponder()
    }
}

/// A view controller for the creation example.
@MainActor
final class LoginViewController: UIViewController {}

/// Something the app loads, for `waitUntil`.
@MainActor
final class GuideModel {
    var isLoaded = false
}

/// Runs the examples of `Guide/Hammer.md`. Each ```swift block of the guide must appear, line for
/// line, in this file (checked by `test_guide_everyExampleIsRunHere`).
@MainActor
final class HammerGuideExamplesTests: HammerTestCase {
    private func screen() -> GuideLoginScreen {
        GuideLoginScreen(in: window.rootViewController!.view)
    }

    func test_guide_quickStart() async throws {
        let screen = screen()
        let generator = try await EventGenerator(window: window)
        try await generator.fingerTap(at: "signIn")
        try await generator.keyType("Hello, World!")
        try await generator.waitUntilVisible("welcome")
        try await generator.finish()
        XCTAssertEqual(screen.email.text, "Hello, World!")
    }

    func test_guide_creating() async throws {
        try creating()
    }

    private func creating() throws {
        let loginView = UIView()
        let fromView = try EventGenerator(view: loginView)
        try fromView.finish()
        let fromController = try EventGenerator(viewController: LoginViewController())
        try fromController.finish()
        XCTAssertTrue(fromController.isFinished)
    }

    func test_guide_locations() async throws {
        let screen = screen()
        let generator = try await makeGenerator()
        try locations(generator, signInButton: screen.signInButton)
        XCTAssertEqual(screen.welcomeLabel.text, "Welcome")
    }

    private func locations(_ generator: EventGenerator, signInButton: UIButton) throws {
        try generator.fingerTap()
        try generator.fingerTap(at: CGPoint(x: 200, y: 400))
        try generator.fingerTap(at: signInButton)
        try generator.fingerTap(at: "signIn")
        try generator.fingerTap(at: .label("Sign In", traits: .button))
        try generator.fingerTap(at: AccessibilityQuery(label: "Wi-Fi", value: "1"))
        let point = try generator.resolve("signIn").point
        print(point, generator.takeSnapshot().dump())
        XCTAssertEqual(point, CGPoint(x: 120, y: 132))
    }

    func test_guide_fingers() async throws {
        _ = screen()
        let generator = try await makeGenerator()
        try fingers(generator)
    }

    private func fingers(_ generator: EventGenerator) throws {
        let finger = try generator.fingerDown(at: CGPoint(x: 100, y: 400))
        try generator.fingerMove(finger, to: CGPoint(x: 200, y: 400), duration: 0.25)
        try generator.fingerUp(finger)
        let pair = try generator.fingerDown([nil, nil], at: [CGPoint(x: 100, y: 400), CGPoint(x: 200, y: 400)])
        try generator.fingerMove(pair, to: [CGPoint(x: 80, y: 400), CGPoint(x: 220, y: 400)], duration: 0.2)
        try generator.fingerUp(pair)
    }

    func test_guide_gestures() async throws {
        _ = screen()
        let generator = try await makeGenerator()
        try gestures(generator)
    }

    private func gestures(_ generator: EventGenerator) throws {
        try generator.fingerDoubleTap(at: "photo")
        try generator.fingerLongPress(at: "photo", duration: 1)
        try generator.twoFingerTap(at: "photo")
        try generator.fingerDrag(from: CGPoint(x: 100, y: 600), to: CGPoint(x: 100, y: 300), duration: 0.5)
        try generator.fingerPinch(at: "photo", fromDistance: 50, toDistance: 150, duration: 0.5)
        try generator.fingerRotate(at: "photo", angle: .pi / 2, duration: 0.5)
        try generator.fingerSwipe(at: "photo", direction: .left)
        try generator.fingerEdgeSwipe(direction: .right)
    }

    func test_guide_keyboard() async throws {
        let screen = screen()
        let generator = try await makeGenerator()
        try keyboard(generator)
        XCTAssertEqual(screen.email.text, "AHello, World!")
    }

    private func keyboard(_ generator: EventGenerator) throws {
        try generator.keyPress(.returnOrEnter)
        try generator.keyPress(.tab)
        try generator.keyDown(.leftShift)
        try generator.keyPress("a")
        try generator.keyUp(.leftShift)
        try generator.keyType("Hello, World!")
    }

    func test_guide_waiting() async throws {
        let screen = screen()
        let generator = try await makeGenerator()
        try await generator.fingerTap(at: "signIn")
        let model = GuideModel()
        app.scheduler.schedule(after: 1, label: "load") { model.isLoaded = true }
        try waiting(generator, welcomeLabel: screen.welcomeLabel, signInButton: screen.signInButton, model: model)
    }

    private func waiting(_ generator: EventGenerator, welcomeLabel: UILabel, signInButton: UIButton, model: GuideModel) throws {
        try generator.waitUntilVisible("toast", timeout: 3)
        try generator.waitUntilVisible(.label("Saved"))
        try generator.waitUntilVisible(welcomeLabel)
        try generator.waitUntilHittable("signIn")
        try generator.waitUntilHittable(.label("Sign In", traits: .button))
        try generator.waitUntilHittable(signInButton)
        try generator.waitUntil(timeout: 3) { model.isLoaded }
        try generator.waitUntil(model.isLoaded, timeout: 3)
        try generator.wait(0.5)
        let ready = generator.isVisible(welcomeLabel) && generator.isHittable(signInButton)
        XCTAssertTrue(ready)
    }

    func test_guide_viewWithIdentifier() async throws {
        let screen = screen()
        let generator = try await makeGenerator()
        try viewsByIdentifier(generator, screen: screen)
    }

    private func viewsByIdentifier(_ generator: EventGenerator, screen: GuideLoginScreen) throws {
        let email = try generator.viewWithIdentifier("email", ofType: UITextField.self)
        let banner = try generator.viewWithIdentifier("banner")
        let toast = try generator.viewWithIdentifier("toast", ofType: UILabel.self, timeout: 3)
        XCTAssertTrue(email === screen.email)
        XCTAssertTrue(banner.isHidden)
        XCTAssertEqual(toast.text, "Saved")
    }

    func test_guide_settings() async throws {
        try settings()
    }

    private func settings() throws {
        var slow = EventGenerator.Settings()
        slow.waitTimeout = 10
        let patient = try EventGenerator.withSettings(slow) { try EventGenerator(window: window) }
        patient.settings.throwOnMultipleMatches = false
        patient.showTouches = false
        generators.append(patient)
        XCTAssertEqual(patient.settings.waitTimeout, 10)
    }

    func test_guide_everyExampleIsRunHere() async throws {
        try GuideExampleChecker.assertEveryExampleIsRun(guide: "Guide/Hammer.md", by: #filePath, minimumBlocks: 10)
    }
}

/// The guide's stylus examples, on the iPad profile.
@MainActor
final class HammerGuideStylusExamplesTests: HammerTestCase {
    override var deviceProfile: DeviceProfile { .iPad }

    func test_guide_stylus() async throws {
        let canvas = add(TouchLogView(), frame: CGRect(x: 100, y: 300, width: 400, height: 400))
        canvas.accessibilityIdentifier = "canvas"
        let generator = try await makeGenerator()
        try stylus(generator)
        XCTAssertFalse(canvas.phases.isEmpty)
    }

    private func stylus(_ generator: EventGenerator) throws {
        try generator.stylusDown(at: "canvas", azimuth: 0, altitude: .pi / 3, pressure: 0.8)
        try generator.stylusMove(to: CGPoint(x: 300, y: 500), duration: 0.2)
        try generator.stylusUp()
        try generator.stylusTap(at: "canvas")
        try generator.stylusDoubleTap(at: "canvas")
        try generator.stylusLongPress(at: "canvas", duration: 1)
    }
}

/// The guide's Swift Testing example, nested in the serialized engine suite: Swift Testing runs
/// separate suites in parallel, and both drive the one shared application.
extension EventGeneratorSwiftTestingSuite {
    @Suite(.serialized, .headlessUI) @MainActor
    struct LoginTests {
        let app = UIApplication.launch()

        private func makeLoginWindow() -> UIWindow {
            let window = UIWindow(frame: app.screen.bounds)
            window.rootViewController = UIViewController()
            window.makeKeyAndVisible()
            _ = GuideLoginScreen(in: window.rootViewController!.view)
            return window
        }

        @Test func signInShowsWelcome() async throws {
            let window = makeLoginWindow()
            let generator = try await EventGenerator(window: window)
            try await generator.fingerTap(at: "signIn")
            try await generator.waitUntilVisible("welcome")
            try await generator.finish()
        }
    }
}
