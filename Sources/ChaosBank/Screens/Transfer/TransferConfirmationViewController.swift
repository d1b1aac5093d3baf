import Foundation
import HeadlessUI

/// The sheet that sums a transfer up before it leaves: recipient, masked IBAN, amount, source
/// account, note and balance after, with Confirm and Cancel. Confirm is disabled from the tap until
/// the backend answers, so a second tap cannot send the money twice.
///
/// Identifiers: `transfer.confirm.title`, `transfer.confirm.recipient`, `transfer.confirm.iban`,
/// `transfer.confirm.amount`, `transfer.confirm.from`, `transfer.confirm.note`,
/// `transfer.confirm.balanceAfter` (each value row's caption adds `.caption`),
/// `transfer.confirm.status`, `transfer.confirm.send`, `transfer.confirm.cancel`.
final class TransferConfirmationViewController: BankViewController {
    /// Called once the backend has booked the transfer.
    var onSent: (@MainActor (TransferReceipt) -> Void)?
    /// Called after the sheet closed without sending.
    var onCancel: (@MainActor () -> Void)?

    private let draft: TransferDraft
    private let balanceAfter: String
    private let titleLabel = BankUI.label(nil, style: .largeTitle, identifier: "transfer.confirm.title")
    private let recipientRow = BankUI.valueRow("", value: nil, identifier: "transfer.confirm.recipient")
    private let ibanRow = BankUI.valueRow("", value: nil, identifier: "transfer.confirm.iban")
    private let amountRow = BankUI.valueRow("", value: nil, identifier: "transfer.confirm.amount")
    private let fromRow = BankUI.valueRow("", value: nil, identifier: "transfer.confirm.from")
    private let noteRow = BankUI.valueRow("", value: nil, identifier: "transfer.confirm.note")
    private let balanceAfterRow = BankUI.valueRow("", value: nil, identifier: "transfer.confirm.balanceAfter")
    private let statusLabel = BankUI.label(nil, style: .caption, identifier: "transfer.confirm.status")
    private lazy var sendButton = BankUI.primaryButton("Confirm", identifier: "transfer.confirm.send") { [weak self] in self?.send() }
    private lazy var cancelButton = BankUI.textButton("Cancel", identifier: "transfer.confirm.cancel") { [weak self] in self?.cancel() }
    private var isSending = false

    /// A sheet confirming `draft`; `balanceAfter` is the figure the form showed.
    init(context: ChaosBankContext, draft: TransferDraft, balanceAfter: String) {
        self.draft = draft
        self.balanceAfter = balanceAfter
        super.init(context: context)
    }

    /// Not decoded from archives (HeadlessUI has none).
    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        noteRow.row.isHidden = draft.note.isEmpty
        [titleLabel, recipientRow.row, ibanRow.row, amountRow.row, fromRow.row, noteRow.row, balanceAfterRow.row,
         statusLabel, sendButton, cancelButton].forEach(contentStack.addArrangedSubview)
    }

    override func render() {
        titleLabel.text = context.text(.transferConfirmTitle)
        recipientRow.caption.text = context.text(.transferTo)
        recipientRow.value.text = draft.recipient.name
        ibanRow.caption.text = context.text(.transferIBAN)
        ibanRow.value.text = context.isOn(.transferFullIBANShown) ? draft.recipient.iban : IBANMasking.masked(draft.recipient.iban)
        amountRow.caption.text = context.text(.transferAmount)
        amountRow.value.text = context.format(draft.amount)
        fromRow.caption.text = context.text(.transferFrom)
        fromRow.value.text = context.text(.homeAccountName(draft.amount.currency))
        noteRow.caption.text = context.text(.transferNote)
        noteRow.value.text = draft.note
        balanceAfterRow.caption.text = context.text(.transferBalanceAfter)
        balanceAfterRow.value.text = balanceAfter
        sendButton.setTitle(context.text(.transferConfirm), for: .normal)
        cancelButton.setTitle(context.text(.transferCancel), for: .normal)
    }

    /// Sends once: Confirm and Cancel are disabled until the answer (unless the double-submit
    /// defect is on, which leaves Confirm live).
    private func send() {
        let guarded = !context.isOn(.transferDoubleSubmit)
        if guarded {
            guard !isSending else { return }
            sendButton.isEnabled = false
        }
        // kass:equivalent *: Confirm is disabled by the same tap until the answer, so send() cannot run again while this would matter
        isSending = true
        cancelButton.isEnabled = false
        // kass:equivalent assignment-removal: the caption is grey already; only a failed transfer (which cannot happen, below) turns it red
        statusLabel.textColor = .secondaryLabel
        statusLabel.text = context.text(.transferSending)
        view.setNeedsLayout()
        context.backend.sendTransfer(draft) { [weak self] result in
            guard let self else { return }
            switch result {
            case let .success(receipt):
                onSent?(receipt)
            case let .failure(error):
                // kass:equivalent *: a transfer fails only if the balance fell after the form's check; nothing can spend under the sheet
                isSending = false
                // kass:equivalent *: a transfer fails only if the balance fell after the form's check; nothing can spend under the sheet
                sendButton.isEnabled = true
                // kass:equivalent *: a transfer fails only if the balance fell after the form's check; nothing can spend under the sheet
                cancelButton.isEnabled = true
                // kass:equivalent *: a transfer fails only if the balance fell after the form's check; nothing can spend under the sheet
                statusLabel.textColor = BankUI.negative
                // kass:equivalent *: a transfer fails only if the balance fell after the form's check; nothing can spend under the sheet
                statusLabel.text = context.text(error.message)
                view.setNeedsLayout()
            }
        }
    }

    /// Closes the sheet without sending (a defect sends anyway).
    private func cancel() {
        if context.isOn(.transferCancelStillSends) {
            // kass:equivalent *: reached only with the transfer-cancel-still-sends defect on
            context.backend.sendTransfer(draft) { _ in }
        }
        let onCancel = onCancel
        dismiss(animated: true) { onCancel?() }
    }
}
