import Kass

/// The Activity tab: search, direction filter, count, the paginated table and Load more.
final class TransactionsScreen: KassScreen {
    lazy var title = text("transactions.title")
    lazy var search = textField("transactions.search")
    lazy var filter = segmentedControl("transactions.filter")
    lazy var count = text("transactions.count")
    lazy var list = element("transactions.list")
    lazy var rows = list.cells()
    lazy var loadMore = button("transactions.loadMore")
    override var onLoad: [KassElement] { [title, search, list] }

    /// The row of the transaction with `id` (`t001`…`t057`, newest first).
    func row(_ id: String) -> KassElement { cell("transactions.row.\(id)") }
}

extension TransactionsScreen {
    /// "No transactions match", shown when nothing does.
    var empty: KassElement { text("transactions.empty") }
}
