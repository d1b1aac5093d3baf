import Foundation
import HeadlessUI

/// Three amount fields whose `UITextFieldDelegate`s decide what typing really produces.
///
/// Trap modelled: the field does not hold what was typed. `amount.stale` (pre-filled "189.07")
/// reformats each insertion itself from a cached copy of its text that deletions never refresh, so
/// after clearing it, typing "179.00" reads "179.00189.07" (it keeps the old text as a tail).
/// `amount.dropping` (empty) swallows every other keystroke: typing "179.00" reads "190".
/// `amount.correct` (pre-filled "189.07") accepts digits with at most one point and two decimals,
/// the green path: clearing it and typing "179.00" reads "179.00". A correct `replaceText` or
/// `typeText` reads the value back and fails with both strings (typed '179.00' but the field reads
/// '179.00189.07'); a test that only checks that keys were sent passes wrongly.
final class ManglingFormatterFixture: UIApplicationDelegate {
    /// The app's window.
    var window: UIWindow?
    /// The payment form.
    let payment = PaymentAmountViewController()

    func application(
        _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        window = KassFixtureApp.makeWindow(rootViewController: payment)
        return true
    }
}

/// `amount.stale`, `amount.dropping`, `amount.correct` (decimal pads), each under a caption label.
final class PaymentAmountViewController: UIViewController {
    let staleField = KassFixtureApp.makeTextField(placeholder: "0.00", identifier: "amount.stale", text: "189.07")
    let droppingField = KassFixtureApp.makeTextField(placeholder: "0.00", identifier: "amount.dropping")
    let correctField = KassFixtureApp.makeTextField(placeholder: "0.00", identifier: "amount.correct", text: "189.07")
    private let staleFormatter = StaleCacheAmountFormatter(initialText: "189.07")
    private let droppingFilter = EveryOtherKeystrokeFilter()
    private let validator = AmountInputValidator()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        staleField.delegate = staleFormatter
        droppingField.delegate = droppingFilter
        correctField.delegate = validator
        for field in [staleField, droppingField, correctField] { field.keyboardType = .decimalPad }
        KassFixtureApp.pinFormStack([
            KassFixtureApp.makeLabel("Amount (reformatted)", identifier: "amount.staleLabel"), staleField,
            KassFixtureApp.makeLabel("Amount (filtered)", identifier: "amount.droppingLabel"), droppingField,
            KassFixtureApp.makeLabel("Amount", identifier: "amount.correctLabel"), correctField,
        ], in: view, spacing: 8)
    }
}

/// Reformats every insertion itself (returning `false`) by applying it to the text it last wrote.
/// The bug: deletions are left to the field, so that copy goes stale once the user deletes, and the
/// next insertion resurrects the deleted text after the caret.
final class StaleCacheAmountFormatter: UITextFieldDelegate {
    private var formattedText: String

    init(initialText: String) { formattedText = initialText }

    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        guard !string.isEmpty else { return true }
        guard string.allSatisfy({ $0.isNumber || $0 == "." }) else { return false }
        let cached = formattedText as NSString
        let location = min(range.location, cached.length)
        let length = min(range.length, cached.length - location)
        let updated = cached.replacingCharacters(in: NSRange(location: location, length: length), with: string)
        formattedText = updated
        textField.text = updated
        let caretOffset = location + (string as NSString).length
        if let caret = textField.position(from: textField.beginningOfDocument, offset: caretOffset) {
            textField.selectedTextRange = textField.textRange(from: caret, to: caret)
        }
        textField.sendActions(for: .editingChanged)
        return false
    }
}

/// Accepts the first, third, fifth… insertion and silently refuses the others (deletions pass): a
/// deterministic stand-in for an input handler that loses keystrokes.
final class EveryOtherKeystrokeFilter: UITextFieldDelegate {
    private var insertionCount = 0

    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        guard !string.isEmpty else { return true }
        insertionCount += 1
        return insertionCount % 2 == 1
    }
}

/// The correct amount filter: digits, at most one decimal point, at most two decimals.
final class AmountInputValidator: UITextFieldDelegate {
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        let current = (textField.text ?? "") as NSString
        guard range.location + range.length <= current.length else { return false }
        let proposed = current.replacingCharacters(in: range, with: string)
        guard proposed.allSatisfy({ $0.isNumber || $0 == "." }) else { return false }
        let parts = proposed.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count <= 2 && (parts.count < 2 || parts[1].count <= 2)
    }
}
