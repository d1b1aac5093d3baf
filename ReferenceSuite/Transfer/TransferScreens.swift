import Kass

/// The Send money form.
final class TransferScreen: KassScreen {
    lazy var title = text("transfer.title")
    lazy var amount = textField("transfer.amount")
    lazy var note = textField("transfer.note")
    lazy var from = segmentedControl("transfer.from")
    lazy var available = text("transfer.from.balance")
    lazy var iban = text("transfer.recipient.iban")
    lazy var balanceAfter = text("transfer.balanceAfter")
    lazy var error = text("transfer.error")
    lazy var continueButton = button("transfer.continue")
    override var onLoad: [KassElement] { [amount, continueButton] }

    /// The saved recipient `id` (`lena`, `omar`, `sofia`, `tom`).
    func recipient(_ id: String) -> KassElement { cell("transfer.recipient.\(id)") }
}

/// The confirmation sheet of a transfer.
final class TransferConfirmationScreen: KassScreen {
    lazy var recipient = text("transfer.confirm.recipient")
    lazy var iban = text("transfer.confirm.iban")
    lazy var amount = text("transfer.confirm.amount")
    lazy var from = text("transfer.confirm.from")
    lazy var note = text("transfer.confirm.note")
    lazy var balanceAfter = text("transfer.confirm.balanceAfter")
    lazy var send = button("transfer.confirm.send")
    lazy var cancel = button("transfer.confirm.cancel")
    override var onLoad: [KassElement] { [send, cancel] }
}
