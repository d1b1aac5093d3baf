import Foundation
import HeadlessUI

/// The card screen's monthly limit: the saved limit (`card.limit.current`), a field for a new one
/// (`card.limit`, decimal pad with a Done bar `card.limit.done`, digits and the locale's separators
/// only), Save (`card.limit.save`), the validation error (`card.limit.error`, shown on Save when the
/// amount is not above 0 and up to 10,000) and "Limit saved" (`card.limit.status`, for 2 s).
@MainActor
final class MonthlyLimitSection: NSObject, UITextFieldDelegate {
    /// How long "Limit saved" stays, in seconds.
    static let statusDuration: TimeInterval = 2

    private let context: ChaosBankContext
    private let current = BankUI.valueRow("", value: nil, identifier: "card.limit.current")
    private let field = BankUI.textField(placeholder: "", identifier: "card.limit")
    private let errorLabel = BankUI.label(nil, style: .error, identifier: "card.limit.error")
    private let statusLabel = BankUI.label(nil, style: .caption, identifier: "card.limit.status")
    private lazy var saveButton = BankUI.primaryButton("", identifier: "card.limit.save") { [weak self] in self?.save() }
    private var doneButton: UIButton?
    /// The screen's view, laid out again when a label shows or hides (the content stack is sized on layout).
    private weak var hostView: UIView?
    private var savedLimit: Money?
    private var isSaving = false
    private var statusWork: ScheduledWork?
    /// Called with the stored card after a save.
    var onSaved: (@MainActor (CardState) -> Void)?

    /// The section for `context`.
    init(context: ChaosBankContext) {
        self.context = context
        super.init()
        field.keyboardType = .decimalPad
        field.delegate = self
        field.addAction(UIAction { [weak self] _ in self?.setErrorShown(false) }, for: .editingChanged)
        errorLabel.isHidden = true
        statusLabel.isHidden = true
        saveButton.isEnabled = false
    }

    /// The section's rows, top to bottom; the Done bar ends editing in `view`.
    func views(endingEditingIn view: UIView) -> [UIView] {
        let bar = KeyboardDoneBar.make(identifier: "card.limit.done", endingEditingIn: view)
        field.inputAccessoryView = bar.bar
        hostView = view
        doneButton = bar.done
        return [current.row, field, errorLabel, saveButton, statusLabel]
    }

    /// Writes texts and the saved limit for the current locale.
    func render() {
        current.caption.text = context.text(.cardMonthlyLimit)
        current.value.text = savedLimit.map(context.format) ?? "—"
        field.placeholder = context.text(.cardNewLimit)
        field.accessibilityLabel = context.text(.cardNewLimit)
        saveButton.setTitle(context.text(.cardSaveLimit), for: .normal)
        doneButton?.setTitle(context.text(.cardDone), for: .normal)
        statusLabel.text = context.text(.cardLimitSaved)
        errorLabel.text = context.text(.cardLimitInvalid(maximum: context.format(Money(MonthlyLimitRule.maximum, .eur))))
    }

    /// Shows the stored card's limit; fills the field with it unless the customer is editing it.
    func show(_ card: CardState) {
        savedLimit = card.monthlyLimit
        if !field.isEditing {
            field.text = context.formatter.string(from: card.monthlyLimit.amount, fractionDigits: 2)
        }
        saveButton.isEnabled = !isSaving
        render()
    }

    /// Digits, the locale's decimal separator and its grouping separator.
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        let locale = context.locale
        let droppedSeparator: Character? = context.isOn(.cardLimitSeparatorKeyDropped) ? locale.decimalSeparator : nil
        return string.allSatisfy { character in
            character != droppedSeparator
                && (character.isASCIIDigit || character == locale.decimalSeparator || character == locale.groupingSeparator)
        }
    }

    private var formatter: MoneyFormatter {
        context.isOn(.cardLimitIgnoresLocale) ? MoneyFormatter(locale: .englishUS) : context.formatter
    }

    private var rule: MonthlyLimitRule {
        var rule = MonthlyLimitRule()
        // kass:equivalent assignment-removal: off without its defect switch, as a new rule has it
        rule.acceptsZero = context.isOn(.cardLimitZeroAccepted)
        // kass:equivalent assignment-removal: off without its defect switch, as a new rule has it
        rule.acceptsAboveMaximum = context.isOn(.cardLimitAboveMaximumAccepted)
        return rule
    }

    private func save() {
        // kass:equivalent boolean-literal: the field's delegate never refuses to end editing, so asking ends it as forcing does
        field.superview?.endEditing(true)
        guard let amount = formatter.amount(from: field.text ?? ""), rule.accepts(amount) else {
            setErrorShown(true)
            return
        }
        // kass:equivalent integer-literal: the rounding runs only with the card-limit-drops-cents defect on
        let stored = context.isOn(.cardLimitDropsCents) ? Money.round(amount, fractionDigits: 0, mode: .down) : amount
        isSaving = true
        saveButton.isEnabled = false
        context.backend.setMonthlyLimit(Money(stored, .eur)) { [weak self] result in
            guard let self else { return }
            isSaving = false
            // kass:equivalent *: the backend never refuses a limit, and show(card) below enables Save again after a save
            saveButton.isEnabled = true
            guard case let .success(card) = result else { return }
            show(card)
            // kass:equivalent call-removal: the card screen keeps the saved card only for figures a limit never changes
            onSaved?(card)
            showStatus()
        }
    }

    private func setErrorShown(_ shown: Bool) {
        errorLabel.isHidden = !shown
        hostView?.setNeedsLayout()
    }

    private func showStatus() {
        statusLabel.isHidden = false
        hostView?.setNeedsLayout()
        statusWork?.cancel()
        // kass:equivalent string-literal: a scheduled work's label only names it in the runtime's pending work, never shown
        statusWork = UIApplication.shared.scheduler.schedule(after: Self.statusDuration, label: "ChaosBank limit status") { [weak self] in
            self?.statusLabel.isHidden = true
            // kass:equivalent call-removal: the status is the stack's last row; hiding it moves nothing a user sees
            self?.hostView?.setNeedsLayout()
        }
    }
}
