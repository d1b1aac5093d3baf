import Foundation
import HeadlessUI

/// Input benchmarks of the `runtime` suite: typing 100 characters into a text field (hardware keyboard
/// through the HID event system, and software keyboard key taps through touch delivery), and a frame
/// while the software keyboard slides.
///
/// Typing is measured at two lengths of text already in the field (100 and 1,000 characters): a
/// keystroke updates the field's caret layout around the edit only, so the cost per keystroke should
/// stay nearly flat as the text grows.
@MainActor
enum InputBenchmarks {
    /// Every input result, at two sizes each.
    static func results(runs: Int) -> [BenchmarkResult] {
        var results: [BenchmarkResult] = []
        for length in [100, 1_000] {
            results.append(Measure.result(
                suite: "runtime", name: "type 100 chars, hardware keys, field holding N chars", size: length,
                samples: hardwareTyping(prefilledLength: length, runs: runs)
            ))
        }
        for length in [100, 1_000] {
            results.append(Measure.result(
                suite: "runtime", name: "type 100 chars, software key taps, field holding N chars", size: length,
                samples: softwareTyping(prefilledLength: length, runs: runs)
            ))
        }
        for viewCount in [100, 1_000] {
            results.append(Measure.result(
                suite: "runtime", name: "frame with the keyboard sliding, N views behind", size: viewCount,
                samples: keyboardSlideFrame(viewCount: viewCount, runs: runs)
            ))
        }
        return results
    }

    /// A key window with a focused text field near the top.
    private static func focusedField(in app: UIApplication) -> UITextField {
        let window = UIWindow(frame: app.screen.bounds)
        window.makeKeyAndVisible()
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 350, height: 40))
        field.autocapitalizationType = .none
        window.addSubview(field)
        precondition(field.becomeFirstResponder(), "benchmark field did not become first responder")
        return field
    }

    /// Characters typed per sample.
    static let typedCount = 100

    /// `length` characters of text to start from.
    private static func prefill(_ length: Int) -> String {
        String(repeating: "lorem ipsum ", count: length / 12 + 1).prefix(length).description
    }

    /// Resets the field to `length` characters, then types ``typedCount`` letters, each a key down and
    /// up through the HID event system followed by one run-loop turn. One sample is the 100 keystrokes.
    static func hardwareTyping(prefilledLength length: Int, runs: Int) -> [Double] {
        let app = UIApplication.launch(LaunchConfiguration(arguments: [LaunchConfiguration.hardwareKeyboardArgument, "YES"]))
        let field = focusedField(in: app)
        let keys = (0..<26).compactMap { UIKeyboardHIDUsage(rawValue: UIKeyboardHIDUsage.keyboardA.rawValue + $0) }
        let start = prefill(length)
        let samples = Measure.microseconds(runs: runs, iterations: 1) {
            field.text = start
            for index in 0..<typedCount {
                let key = keys[index % keys.count]
                try? app.eventSystem.send(.keyboard(KeyboardEvent(key: key, phase: .down)))
                try? app.eventSystem.send(.keyboard(KeyboardEvent(key: key, phase: .up)))
                app.runLoop.runOnce()
            }
        }
        precondition(
            field.text?.count == length + typedCount,
            "hardware typing produced \((field.text?.count ?? 0) - length) of \(typedCount) characters"
        )
        app.terminate()
        return samples
    }

    /// Resets the field to `length` characters, then taps ``typedCount`` letter keys of the software
    /// keyboard, each a finger down and up at the key followed by one run-loop turn. One sample is the
    /// 100 taps.
    static func softwareTyping(prefilledLength length: Int, runs: Int) -> [Double] {
        let app = UIApplication.launch()
        let field = focusedField(in: app)
        app.runLoop.run(for: SoftwareKeyboard.animationDuration)
        let points = "qwertyuiopasdfghjklzxcvbnm".compactMap { app.softwareKeyboard.key(String($0))?.accessibilityActivationPoint }
        precondition(points.count == 26, "the software keyboard shows \(points.count) of 26 letter keys")
        var identity = 0
        let start = prefill(length)
        let samples = Measure.microseconds(runs: runs, iterations: 1) {
            field.text = start
            for index in 0..<typedCount {
                identity += 1
                let point = points[index % points.count]
                try? app.eventSystem.send(
                    .digitizer(DigitizerEvent(contacts: [DigitizerContact(identity: identity, phase: .down, location: point)]))
                )
                try? app.eventSystem.send(
                    .digitizer(DigitizerEvent(contacts: [DigitizerContact(identity: identity, phase: .up, location: point)]))
                )
                app.runLoop.runOnce()
            }
        }
        precondition(
            field.text?.count == length + typedCount,
            "software typing produced \((field.text?.count ?? 0) - length) of \(typedCount) characters"
        )
        app.terminate()
        return samples
    }

    /// A window holding `viewCount` views and a text field; each run, the keyboard slides up (the field
    /// becomes first responder) and down (it resigns). One sample is one frame during a slide.
    static func keyboardSlideFrame(viewCount: Int, runs: Int) -> [Double] {
        let app = UIApplication.launch()
        let window = UIWindow(frame: app.screen.bounds)
        window.makeKeyAndVisible()
        for index in 0..<viewCount {
            let container = UIView(frame: CGRect(x: CGFloat(index % 30) * 13, y: CGFloat(index / 30 % 60) * 14, width: 12, height: 12))
            window.addSubview(container)
        }
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 350, height: 40))
        window.addSubview(field)
        let keyboard = app.softwareKeyboard
        var samples: [Double] = []
        func timeSlideFrames() {
            while keyboard.isAnimating {
                let start = DispatchTime.now().uptimeNanoseconds
                app.runLoop.runFrames(1)
                samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1000)
            }
        }
        for run in 0...runs {
            let warmUp = run == 0
            let before = samples.count
            precondition(field.becomeFirstResponder(), "benchmark field did not become first responder")
            timeSlideFrames()
            field.resignFirstResponder()
            timeSlideFrames()
            if warmUp { samples.removeLast(samples.count - before) }
        }
        precondition(!samples.isEmpty, "the keyboard never animated")
        app.terminate()
        return samples
    }
}
