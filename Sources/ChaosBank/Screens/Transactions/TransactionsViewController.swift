import Foundation
import HeadlessUI

/// The Activity tab: every booked transaction, newest first, 20 per page from the backend.
///
/// Identifiers: `transactions.title`, `transactions.search` (filters by title as you type),
/// `transactions.filter` (All / In / Out), `transactions.count` ("Showing 20 of 57"),
/// `transactions.list` (the table) with rows `transactions.row.<id>` labelled "title, day, amount",
/// `transactions.loadMore` (below the table while more match), `transactions.empty`.
final class TransactionsViewController: BankViewController, UITableViewDataSource, UITableViewDelegate {
    private let titleLabel = BankUI.label(nil, style: .largeTitle, identifier: "transactions.title")
    private let searchField = BankUI.textField(placeholder: "", identifier: "transactions.search")
    private let filterControl = UISegmentedControl(items: TransactionDirection.allCases.map(\.title.english))
    private let countLabel = BankUI.label(nil, style: .caption, identifier: "transactions.count")
    private let emptyLabel = BankUI.label(nil, style: .caption, identifier: "transactions.empty")
    private let tableView = UITableView(frame: .zero, style: .plain)
    private let loadMoreButton = UIButton(type: .system)
    private var rows: [BankTransaction] = []
    private var total = 0
    private var query = ""
    private var previousSearchText = ""
    private var direction = TransactionDirection.all
    private var pageRequest: BankRequest?
    private var loadMoreRequests: [BankRequest] = []
    /// Transactions kept by the archive merge (`transactions-load-more-stall`).
    private var archivedTransactions = 0
    /// Whether the tab has been shown before (a later appearance reloads).
    private var hasAppeared = false
    private lazy var dayFormatter = BookingDayFormatter(
        displayTimeZone: context.isOn(.transactionsDayShiftedByTimeZone) ? context.timeZone : BookingDayFormatter.utc
    )

    /// Lays out the header (title, search, filter, count) above the table, and loads the first page.
    override func viewDidLoad() {
        super.viewDidLoad()
        // The table is this screen's scroll view; the base's content scroll view is not used.
        scrollView.removeFromSuperview()
        searchField.autocorrectionType = .no
        searchField.autocapitalizationType = .none
        searchField.returnKeyType = .search
        searchField.inputAccessoryView = KeyboardDoneBar.make(
            title: "Done", identifier: "transactions.search.done", endingEditingIn: view
        ).bar
        searchField.addAction(UIAction { [weak self] _ in self?.searchTextChanged() }, for: .editingChanged)
        filterControl.selectedSegmentIndex = TransactionDirection.all.rawValue
        filterControl.accessibilityIdentifier = "transactions.filter"
        filterControl.addAction(UIAction { [weak self] _ in self?.filterChanged() }, for: .valueChanged)
        // kass:equivalent *: render() (from viewWillAppear) sets the note's visibility before the tab first shows
        emptyLabel.isHidden = true
        let header = UIStackView(arrangedSubviews: [titleLabel, searchField, filterControl, countLabel, emptyLabel])
        header.axis = .vertical
        header.spacing = 12
        header.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(header)
        configureTable()
        view.addSubview(tableView)
        view.addSubview(loadMoreButton)
        NSLayoutConstraint.activate([
            header.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
            header.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            header.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
            tableView.topAnchor.constraint(equalTo: header.bottomAnchor, constant: 8),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            loadMoreButton.topAnchor.constraint(equalTo: tableView.bottomAnchor, constant: 8),
            loadMoreButton.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            loadMoreButton.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
            loadMoreButton.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -8),
            loadMoreButton.heightAnchor.constraint(equalToConstant: 44),
        ])
        reload()
    }

    /// Each return to the tab asks for the first page again: transfers made elsewhere since the
    /// list was loaded must show (the first appearance follows `viewDidLoad`'s own load).
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if hasAppeared { reload() }
        hasAppeared = true
    }

    private func configureTable() {
        tableView.translatesAutoresizingMaskIntoConstraints = false
        tableView.accessibilityIdentifier = "transactions.list"
        tableView.dataSource = self
        tableView.delegate = self
        tableView.keyboardDismissMode = .onDrag
        loadMoreButton.accessibilityIdentifier = "transactions.loadMore"
        loadMoreButton.translatesAutoresizingMaskIntoConstraints = false
        loadMoreButton.tintColor = BankUI.accent
        loadMoreButton.addAction(UIAction { [weak self] _ in self?.loadMore() }, for: .touchUpInside)
    }

    /// Writes the texts for the current locale and redraws the rows' amounts.
    override func render() {
        titleLabel.text = context.text(.transactionsTitle)
        searchField.placeholder = context.text(.transactionsSearchPlaceholder)
        searchField.accessibilityLabel = context.text(.transactionsSearch)
        for filter in TransactionDirection.allCases {
            filterControl.setTitle(context.text(filter.title), forSegmentAt: filter.rawValue)
        }
        emptyLabel.text = context.text(.transactionsEmpty)
        updateStatus()
        tableView.reloadData()
    }

    // MARK: Loading

    /// Asks for the first page of the current query and filter, dropping what is in flight (an
    /// answer to an older query may arrive after the newer one's, and must not replace it).
    private func reload() {
        if !context.isOn(.transactionsSearchLateAnswerWins) { pageRequest?.cancel() }
        loadMoreRequests.forEach { $0.cancel() }
        loadMoreRequests = []
        var requested = direction
        if context.isOn(.transactionsFilterDirectionSwapped) {
            // kass:equivalent *: reached only with the transactions-filter-direction-swapped defect on
            requested = direction == .moneyIn ? .moneyOut : direction == .moneyOut ? .moneyIn : .all
        }
        pageRequest = context.backend.fetchTransactions(query: query, direction: requested, offset: 0) { [weak self] result in
            guard let self, case let .success(page) = result else { return }
            rows = page.transactions
            total = page.total
            tableView.reloadData()
            updateStatus()
        }
    }

    /// Appends the next page; the button is disabled until it arrives.
    private func loadMore() {
        let guardsInFlight = !context.isOn(.transactionsLoadMoreTwice)
        if guardsInFlight {
            guard loadMoreRequests.isEmpty else { return }
        }
        // The defect's off-by-five cursor re-requests the previous page's last rows.
        // kass:equivalent *: the mutants are all in the branch only the transactions-load-more-duplicates defect takes
        let offset = context.isOn(.transactionsLoadMoreDuplicates) ? max(0, rows.count - 5) : rows.count
        let request = context.backend.fetchTransactions(query: query, direction: direction, offset: offset) { [weak self] result in
            guard let self else { return }
            loadMoreRequests.removeAll { !$0.isPending }
            guard case let .success(page) = result else { return updateStatus() }
            // kass:equivalent assignment-removal: reached only with the transactions-load-more-stall defect on
            if context.isOn(.transactionsLoadMoreStall) { archivedTransactions = TransactionArchive.mergeEverything() }
            rows += page.transactions
            total = page.total
            tableView.reloadData()
            updateStatus()
        }
        loadMoreRequests.append(request)
        if guardsInFlight { updateStatus() }
    }

    private func searchTextChanged() {
        let text = searchField.text ?? ""
        defer { previousSearchText = text }
        if context.isOn(.transactionsSearchClearKeepsFilter), text.isEmpty { return }
        query = context.isOn(.transactionsSearchDropsLastCharacter) ? previousSearchText : text
        reload()
    }

    private func filterChanged() {
        direction = TransactionDirection(rawValue: filterControl.selectedSegmentIndex) ?? .all
        reload()
    }

    /// The count label, the empty state and the Load more button.
    private func updateStatus() {
        let shownTotal = context.isOn(.transactionsCountLabelWrong) ? rows.count : total
        countLabel.text = context.text(.transactionsCount(shown: rows.count, total: shownTotal))
        emptyLabel.isHidden = !(rows.isEmpty && pageRequest?.isPending == false)
        let loading = !loadMoreRequests.isEmpty && !context.isOn(.transactionsLoadMoreTwice)
        loadMoreButton.setTitle(context.text(loading ? .transactionsLoading : .transactionsLoadMore), for: .normal)
        loadMoreButton.isEnabled = !loading
        // Once everything is shown the bar stays (the layout keeps still) but offers nothing.
        loadMoreButton.isHidden = rows.count >= total
    }

    // MARK: Table

    /// One row per loaded transaction.
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }

    /// A row: title and day on the left, the signed amount on the right.
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: TransactionCell.reuseIdentifier) as? TransactionCell
            ?? TransactionCell(style: .subtitle, reuseIdentifier: TransactionCell.reuseIdentifier)
        let transaction = rows[indexPath.row]
        var formatter = context.formatter
        // kass:equivalent assignment-removal: reached only with the transactions-german-amounts defect on
        if context.isOn(.transactionsGermanAmounts) { formatter.locale = .englishUS }
        let amount = context.isOn(.transactionsAmountUnsigned)
            ? formatter.string(from: transaction.amount) : formatter.signedString(from: transaction.amount)
        cell.show(
            transaction, day: dayFormatter.day(from: transaction.bookingDate), amount: amount,
            labelOmitsAmount: context.isOn(.transactionsRowLabelMissingAmount)
        )
        return cell
    }

    /// Rows only show; a tap deselects.
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
    }
}
