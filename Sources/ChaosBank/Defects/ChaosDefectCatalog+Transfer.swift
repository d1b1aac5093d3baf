// kass:skip-file: the defect switchboard of `kass mutants` (registry defects); a user of the app never reaches it.
extension ChaosDefect {
    /// Confirm stays enabled while the transfer is in flight.
    static let transferDoubleSubmit = ChaosDefect(
        id: "transfer-double-submit", group: .concurrency, severity: .critical,
        summary: "Tapping Confirm twice quickly sends the money twice")
    /// Continue is enabled for an amount above the balance.
    static let transferAcceptsOverBalance = ChaosDefect(
        id: "transfer-accepts-over-balance", group: .validation, severity: .critical,
        summary: "An amount above the account's balance can be sent on to confirmation")
    /// Continue is enabled for a zero amount.
    static let transferAcceptsZero = ChaosDefect(
        id: "transfer-accepts-zero", group: .validation, severity: .major,
        summary: "A zero amount can be sent on to confirmation")
    /// The toast names the first saved recipient.
    static let transferToastWrongRecipient = ChaosDefect(
        id: "transfer-toast-wrong-recipient", group: .state, severity: .major,
        summary: "The success toast names the first saved recipient, not the one the money went to")
    /// Cancel on the confirmation sheet still sends the transfer.
    static let transferCancelStillSends = ChaosDefect(
        id: "transfer-cancel-still-sends", group: .state, severity: .critical,
        summary: "Cancelling the confirmation still sends the money")
    /// "Balance after" uses the euro account whatever account is chosen.
    static let transferBalanceAfterWrongAccount = ChaosDefect(
        id: "transfer-balance-after-wrong-account", group: .money, severity: .major,
        summary: "\"Balance after\" subtracts from the euro account even when another account is chosen")
    /// In German the amount's decimal comma is read as a grouping separator.
    static let transferGermanDecimalComma = ChaosDefect(
        id: "transfer-german-decimal-comma", group: .localization, severity: .critical,
        summary: "In German, 25,50 is read as 2550")
    /// Continue has no accessibility label.
    static let transferContinueUnlabelled = ChaosDefect(
        id: "transfer-continue-unlabelled", group: .accessibility, severity: .major,
        summary: "VoiceOver reads nothing for the Continue button")
    /// The recipient's whole IBAN is shown.
    static let transferFullIBANShown = ChaosDefect(
        id: "transfer-full-iban-shown", group: .security, severity: .major,
        summary: "The recipient's full IBAN is shown instead of a masked one")
    /// The amount field drops the decimal separator.
    static let transferAmountDropsDecimals = ChaosDefect(
        id: "transfer-amount-drops-decimals", group: .input, severity: .critical,
        summary: "The amount field drops the decimal separator: typing 25.50 gives 2,550")
    /// The caret jumps to the start after each keystroke in the amount field.
    static let transferAmountCaretJumps = ChaosDefect(
        id: "transfer-amount-caret-jumps", group: .input, severity: .major,
        summary: "The amount field moves the caret to the start after each keystroke, so 25 becomes 52")
    /// The note field stops taking characters after 12.
    static let transferNoteDropsEdits = ChaosDefect(
        id: "transfer-note-drops-edits", group: .input, severity: .minor,
        summary: "The note field silently stops taking characters after the twelfth")
    /// Each keystroke in the amount replays the whole ledger on the main thread.
    static let transferAmountStall = ChaosDefect(
        id: "transfer-amount-stall", group: .performance, severity: .major,
        summary: "Each keystroke in the amount freezes the app while the ledger is replayed with a NumberFormatter per entry")
    /// Cancelling the confirmation empties the form.
    static let transferCancelClearsForm = ChaosDefect(
        id: "transfer-cancel-clears-form", group: .state, severity: .major,
        summary: "Cancel in the confirmation sheet wipes the amount and note the user typed")
}

extension ChaosDefectCatalog {
    /// The defects planted in the Transfer area.
    static let transferDefects: [ChaosDefect] = [
        .transferDoubleSubmit, .transferAcceptsOverBalance, .transferAcceptsZero, .transferToastWrongRecipient,
        .transferCancelStillSends, .transferBalanceAfterWrongAccount, .transferGermanDecimalComma,
        .transferContinueUnlabelled, .transferFullIBANShown, .transferAmountDropsDecimals,
        .transferAmountCaretJumps, .transferNoteDropsEdits, .transferAmountStall,
        .transferCancelClearsForm,
    ]
}
