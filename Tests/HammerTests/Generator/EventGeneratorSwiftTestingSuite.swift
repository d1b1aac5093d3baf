import Hammer
import Foundation
import Testing

/// The engine used from Swift Testing: a serialized, main-actor suite with its own app per test.
@Suite(.serialized, .headlessUI) @MainActor
struct EventGeneratorSwiftTestingSuite {
    let app: UIApplication
    let window: UIWindow

    init() {
        app = UIApplication.launch()
        window = UIWindow(frame: app.screen.bounds)
        window.rootViewController = UIViewController()
        window.makeKeyAndVisible()
    }

    @Test func tapReachesAButton() async throws {
        let button = UIButton(frame: CGRect(x: 100, y: 300, width: 120, height: 44))
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        window.rootViewController?.view.addSubview(button)
        let generator = try await EventGenerator(window: window)
        try await generator.fingerTap(at: button)
        try await generator.finish()
        #expect(taps == 1)
    }

    @Test func typingFillsATextField() async throws {
        let field = UITextField(frame: CGRect(x: 20, y: 150, width: 340, height: 40))
        window.rootViewController?.view.addSubview(field)
        let generator = try await EventGenerator(window: window)
        try await generator.fingerTap(at: field)
        try await generator.keyType("Swift Testing!")
        try await generator.finish()
        #expect(field.text == "Swift Testing!")
    }

    @Test func waitingTimesOutWithATypedError() async throws {
        let generator = try await EventGenerator(window: window)
        await #expect(throws: HammerError.waitTimedOut(what: "the condition", timeout: 0.25)) {
            try await generator.waitUntil(timeout: 0.25) { false }
        }
        try await generator.finish()
    }
}
