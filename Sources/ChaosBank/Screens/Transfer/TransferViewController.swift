import Foundation
import HeadlessUI

/// Send money: recipient, source account, amount (formatted while typing), note and the balance
/// after; Continue (enabled for an amount above zero and within the balance) opens the confirmation
/// sheet. Once the backend has booked the transfer, the screen closes back to Home and a toast
/// confirms it.
///
/// Identifiers: `transfer.title`, `transfer.recipient.title`, `transfer.recipients` with
/// `transfer.recipient.<id>` cells, `transfer.recipient.iban`, `transfer.from.title`, `transfer.from`
/// (segments EUR, USD, GBP), `transfer.from.balance`, `transfer.amount.title`, `transfer.amount`,
/// `transfer.keyboard.done`, `transfer.note`, `transfer.balanceAfter` (caption
/// `transfer.balanceAfter.caption`), `transfer.error`, `transfer.continue`, and the toast
/// `transfer.toast`.
final class TransferViewController: BankViewController, UITextFieldDelegate {
    /// Characters a note may have.
    static let maximumNoteLength = 140
    /// Characters the note keeps with the `transfer-note-drops-edits` defect.
    static let truncatedNoteLength = 12
    private let titleLabel = BankUI.label(nil, style: .largeTitle, identifier: "transfer.title")
    private let recipientTitle = BankUI.label(nil, style: .headline, identifier: "transfer.recipient.title")
    private let recipientList = RecipientList()
    private let ibanLabel = BankUI.label(nil, style: .caption, identifier: "transfer.recipient.iban")
    private let fromTitle = BankUI.label(nil, style: .headline, identifier: "transfer.from.title")
    private let fromControl = UISegmentedControl(items: [])
    private let availableLabel = BankUI.label(nil, style: .caption, identifier: "transfer.from.balance")
    private let amountTitle = BankUI.label(nil, style: .headline, identifier: "transfer.amount.title")
    private let amountField = BankUI.textField(placeholder: "0.00", identifier: "transfer.amount")
    private let noteField = BankUI.textField(placeholder: "", identifier: "transfer.note")
    private let balanceAfterRow = BankUI.valueRow("", value: nil, identifier: "transfer.balanceAfter")
    private let errorLabel = BankUI.label(nil, style: .error, identifier: "transfer.error")
    private lazy var continueButton = BankUI.primaryButton(
        "Continue", identifier: "transfer.continue"
    ) { [weak self] in self?.openConfirmation() }
    private lazy var amountFormatter = AmountInputFormatter { [weak self] in self?.context.locale ?? .englishUS }

    /// The accounts money can leave, as the backend last answered.
    private var accounts: [Account] = []
    private var selectedCurrency: Currency = .eur
    private var didFinish = false

    /// Lays the form out and loads accounts and recipients.
    override func viewDidLoad() {
        super.viewDidLoad()
        amountField.keyboardType = .decimalPad
        amountField.delegate = amountFormatter
        amountField.inputAccessoryView = KeyboardDoneBar.make(
            title: context.text(.transferDone), identifier: "transfer.keyboard.done", endingEditingIn: view
        ).bar
        // kass:equivalent assignment-removal: without their defect switches every flaw is off, as the default Flaws() has them
        amountFormatter.flaws = AmountInputFormatter.Flaws(
            dropsDecimalSeparator: context.isOn(.transferAmountDropsDecimals),
            caretJumpsToStart: context.isOn(.transferAmountCaretJumps),
            replaysLedgerPerEdit: context.isOn(.transferAmountStall)
        )
        amountField.addAction(UIAction { [weak self] _ in self?.updateFigures() }, for: .editingChanged)
        noteField.delegate = self
        noteField.inputAccessoryView = KeyboardDoneBar.make(
            title: context.text(.transferDone), identifier: "transfer.note.keyboard.done", endingEditingIn: view
        ).bar
        fromControl.accessibilityIdentifier = "transfer.from"
        fromControl.addAction(
            // kass:equivalent integer-literal: the fallback is read only when the screen is gone, and then nothing is called
            UIAction { [weak self] _ in self?.selectAccount(at: self?.fromControl.selectedSegmentIndex ?? 0) }, for: .valueChanged
        )
        recipientList.onSelect = { [weak self] _ in self?.render() }
        [titleLabel, recipientTitle, recipientList.tableView, ibanLabel, fromTitle, fromControl, availableLabel,
         amountTitle, amountField, noteField, balanceAfterRow.row, errorLabel, continueButton].forEach(contentStack.addArrangedSubview)
        contentStack.setCustomSpacing(4, after: recipientList.tableView)
        contentStack.setCustomSpacing(8, after: fromControl)
        load()
    }

    /// Loads recipients and accounts; the form shows (all at once, so nothing moves under the
    /// user's finger) when both have arrived.
    private func load() {
        setFormVisible(false)
        context.backend.fetchRecipients { [weak self] result in
            guard let self, case let .success(recipients) = result else { return }
            recipientList.show(recipients, selected: recipients.first)
            render()
        }
        reloadAccounts()
    }

    private func setFormVisible(_ visible: Bool) {
        for view in contentStack.arrangedSubviews where view !== titleLabel && view !== errorLabel { view.isHidden = !visible }
    }

    /// Asks the backend for the balances again (on load and when the confirmation is cancelled).
    private func reloadAccounts() {
        context.backend.fetchAccounts { [weak self] result in
            guard let self, case let .success(accounts) = result else { return }
            let firstLoad = self.accounts.isEmpty
            self.accounts = accounts
            if firstLoad {
                // kass:equivalent call-removal: the control is created without segments and this runs on the first load only
                fromControl.removeAllSegments()
                for (index, account) in accounts.enumerated() {
                    fromControl.insertSegment(withTitle: account.currency.code, at: index, animated: false)
                }
                // kass:equivalent integer-literal: the euro account (the first choice) always exists, so the fallback is never used
                fromControl.selectedSegmentIndex = accounts.firstIndex { $0.currency == selectedCurrency } ?? 0
            }
            render()
        }
    }

    private func selectAccount(at index: Int) {
        guard accounts.indices.contains(index) else { return }
        selectedCurrency = accounts[index].currency
        updateFigures()
    }

    /// Writes the texts and figures for the current locale and data.
    override func render() {
        titleLabel.text = context.text(.transferTitle)
        recipientTitle.text = context.text(.transferTo)
        fromTitle.text = context.text(.transferFrom)
        amountTitle.text = context.text(.transferAmount)
        amountField.placeholder = context.formatter.string(from: 0, fractionDigits: 2)
        amountField.accessibilityLabel = context.text(.transferAmount)
        noteField.placeholder = context.text(.transferNotePlaceholder)
        noteField.accessibilityLabel = context.text(.transferNote)
        balanceAfterRow.caption.text = context.text(.transferBalanceAfter)
        continueButton.setTitle(context.text(.transferContinue), for: .normal)
        // kass:equivalent *: reached only with the transfer-continue-unlabelled defect on
        if context.isOn(.transferContinueUnlabelled) { continueButton.accessibilityLabel = "" }
        if let recipient = recipientList.selected {
            ibanLabel.text = context.isOn(.transferFullIBANShown) ? recipient.iban : IBANMasking.masked(recipient.iban)
        }
        updateFigures()
    }

    // MARK: Figures and validation

    private var selectedAccount: Account? { accounts.first { $0.currency == selectedCurrency } }

    /// The amount typed, read in the current locale (`nil` while empty or not a number).
    private var typedAmount: Decimal? {
        let text = amountField.text ?? ""
        // kass:equivalent equality: the locale is compared only with the transfer-german-decimal-comma defect on
        if context.isOn(.transferGermanDecimalComma), context.locale == .german {
            return Decimal(string: text.replacingOccurrences(of: ",", with: ""), locale: Locale(identifier: "en_US_POSIX"))
        }
        return context.formatter.amount(from: text)
    }

    /// Available balance, balance after, the error and Continue's enablement.
    private func updateFigures() {
        defer { view.setNeedsLayout() }
        let formatter = context.formatter
        if recipientList.tableView.isHidden, !accounts.isEmpty, !recipientList.recipients.isEmpty { setFormVisible(true) }
        guard let account = selectedAccount else {
            // kass:equivalent *: the form, this caption included, stays hidden until the accounts have loaded
            availableLabel.text = context.text(.homeLoading)
            // kass:equivalent *: the form, this row included, stays hidden until the accounts have loaded
            balanceAfterRow.value.text = "—"
            // kass:equivalent *: the form, Continue included, stays hidden until the accounts have loaded
            continueButton.isEnabled = false
            return
        }
        availableLabel.text = context.text(.transferAvailable(formatter.string(from: account.balance)))
        let amount = typedAmount ?? 0
        let base = context.isOn(.transferBalanceAfterWrongAccount) ? (accounts.first?.balance ?? account.balance) : account.balance
        balanceAfterRow.value.text = formatter.string(from: Money(base.amount - amount, base.currency))
        let overBalance = amount > account.balance.amount && !context.isOn(.transferAcceptsOverBalance)
        let positive = amount > 0 || (context.isOn(.transferAcceptsZero) && typedAmount != nil)
        errorLabel.text = overBalance ? context.text(.transferOverBalance) : nil
        continueButton.isEnabled = typedAmount != nil && positive && !overBalance && recipientList.selected != nil
    }

    // MARK: Note

    /// Limits the note's length (a defect cuts it much shorter, silently).
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        let current = (textField.text ?? "") as NSString
        // kass:equivalent boolean-literal: a text field asks only about ranges inside its own text
        guard range.location + range.length <= current.length else { return false }
        let proposed = current.replacingCharacters(in: range, with: string)
        let limit = context.isOn(.transferNoteDropsEdits) ? Self.truncatedNoteLength : Self.maximumNoteLength
        return proposed.count <= limit
    }

    // MARK: Confirmation

    private func openConfirmation() {
        // kass:equivalent boolean-literal: no field of the form refuses to end editing, so forcing it changes nothing
        view.endEditing(true)
        guard let account = selectedAccount, let recipient = recipientList.selected, let amount = typedAmount else { return }
        let draft = TransferDraft(recipient: recipient, amount: Money(amount, account.currency), note: noteField.text ?? "")
        let balanceAfter = balanceAfterRow.value.text ?? ""
        let confirmation = TransferConfirmationViewController(context: context, draft: draft, balanceAfter: balanceAfter)
        confirmation.onSent = { [weak self] receipt in self?.finish(draft: draft, receipt: receipt) }
        confirmation.onCancel = { [weak self] in
            guard let self else { return }
            // kass:equivalent call-removal: reached only with the transfer-cancel-clears-form defect on
            if context.isOn(.transferCancelClearsForm) { clearForm() }
            reloadAccounts()
        }
        present(confirmation, animated: true)
    }

    /// Empties the amount and the note, as for a new transfer.
    private func clearForm() {
        // kass:equivalent *: clearForm() runs only with the transfer-cancel-clears-form defect on
        amountField.text = nil
        // kass:equivalent *: clearForm() runs only with the transfer-cancel-clears-form defect on
        noteField.text = nil
        // kass:equivalent *: clearForm() runs only with the transfer-cancel-clears-form defect on
        updateFigures()
    }

    /// Closes the sheet and the form, then confirms with a toast on Home.
    private func finish(draft: TransferDraft, receipt: TransferReceipt) {
        guard !didFinish else { return }
        // kass:equivalent *: Confirm is disabled from its first tap, so the transfer is answered and finish() called once
        didFinish = true
        let window = view.window
        let name = context.isOn(
            .transferToastWrongRecipient
        ) ? (recipientList.recipients.first?.name ?? draft.recipient.name) : draft.recipient.name
        let message = context.text(.transferSent(context.format(draft.amount), to: name))
        dismiss(animated: true) { [weak self] in
            self?.navigationController?.popViewController(animated: true)
            MoneyToast.show(message, identifier: "transfer.toast", in: window)
        }
    }
}
