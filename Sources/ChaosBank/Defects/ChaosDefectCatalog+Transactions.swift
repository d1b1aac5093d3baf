// kass:skip-file: the defect switchboard of `kass mutants` (registry defects); a user of the app never reaches it.
extension ChaosDefect {
    /// The count label shows the loaded rows as the total ("Showing 20 of 20").
    static let transactionsCountLabelWrong = ChaosDefect(
        id: "transactions-count-label-wrong", group: .display, severity: .minor,
        summary: "The count label says \"Showing 20 of 20\" instead of the number of matching transactions")
    /// Load more asks for the next page from the wrong position.
    static let transactionsLoadMoreDuplicates = ChaosDefect(
        id: "transactions-load-more-duplicates", group: .state, severity: .major,
        summary: "Load more starts five rows early, so the last rows of the previous page show twice")
    /// Load more stays enabled while its request is in flight.
    static let transactionsLoadMoreTwice = ChaosDefect(
        id: "transactions-load-more-twice", group: .concurrency, severity: .major,
        summary: "Tapping Load more twice quickly appends the same page twice")
    /// Clearing the search does not reload the list.
    static let transactionsSearchClearKeepsFilter = ChaosDefect(
        id: "transactions-search-clear-keeps-filter", group: .state, severity: .minor,
        summary: "Clearing the search field leaves the list filtered by the old text")
    /// The In and Out segments are swapped.
    static let transactionsFilterDirectionSwapped = ChaosDefect(
        id: "transactions-filter-direction-swapped", group: .state, severity: .major,
        summary: "The Money in filter lists money out, and the other way round")
    /// Rows are read by VoiceOver without their amount.
    static let transactionsRowLabelMissingAmount = ChaosDefect(
        id: "transactions-row-label-missing-amount", group: .accessibility, severity: .major,
        summary: "VoiceOver reads a row's title and day but not its amount")
    /// Money in is shown without its plus sign.
    static let transactionsAmountUnsigned = ChaosDefect(
        id: "transactions-amount-unsigned", group: .display, severity: .minor,
        summary: "Money in shows without its + sign, so it reads like money out")
    /// The search filters by the text before the last keystroke.
    static let transactionsSearchDropsLastCharacter = ChaosDefect(
        id: "transactions-search-drops-last-character", group: .input, severity: .major,
        summary: "Search as you type filters by the text before the last keystroke")
    /// Appending a page merges the whole archive again with a quadratic duplicate check.
    static let transactionsLoadMoreStall = ChaosDefect(
        id: "transactions-load-more-stall", group: .performance, severity: .major,
        summary: "Load more freezes the screen while the whole transaction archive is merged again with a quadratic duplicate check")
    /// Row amounts ignore the locale.
    static let transactionsGermanAmounts = ChaosDefect(
        id: "transactions-german-amounts", group: .localization, severity: .minor,
        summary: "In German, row amounts keep English separators (€3,200.00 instead of 3.200,00 €)")
    /// Booking days are written in the device's time zone after being read at midnight UTC.
    static let transactionsDayShiftedByTimeZone = ChaosDefect(
        id: "transactions-day-shifted-by-time-zone", group: .localization, severity: .major,
        summary: "West of Greenwich (New York), every transaction shows the day before the one it was booked on")
    /// A new search does not drop the answer still on its way for the previous text.
    static let transactionsSearchLateAnswerWins = ChaosDefect(
        id: "transactions-search-late-answer-wins", group: .concurrency, severity: .major,
        summary: "When an older search answer arrives after the newer one (network jitter), the list shows the old text's results")
}

extension ChaosDefectCatalog {
    /// The defects planted in the Transactions area.
    static let transactionsDefects: [ChaosDefect] = [
        .transactionsCountLabelWrong, .transactionsLoadMoreDuplicates, .transactionsLoadMoreTwice,
        .transactionsSearchClearKeepsFilter, .transactionsFilterDirectionSwapped, .transactionsRowLabelMissingAmount,
        .transactionsAmountUnsigned, .transactionsSearchDropsLastCharacter, .transactionsLoadMoreStall,
        .transactionsGermanAmounts,
        .transactionsDayShiftedByTimeZone,
        .transactionsSearchLateAnswerWins,
    ]
}
