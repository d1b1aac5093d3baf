import Foundation
import HeadlessUI

/// The Markets tab: a segment per kind of asset (`markets.segments`: Stocks / ETFs / Crypto), the
/// assets of the chosen kind (`markets.list`, rows `markets.asset.<SYMBOL>` with `.name`, `.symbol`,
/// `.price`, `.change`) whose prices tick every second, and `markets.portfolio`, which opens the
/// portfolio. A tap on a row opens the asset's detail.
final class MarketsViewController: BankViewController {
    private let titleLabel = BankUI.label(nil, style: .largeTitle, identifier: "markets.title")
    private let segments = UISegmentedControl(items: Asset.Kind.allCases.map(\.title.english))
    private let listStack = UIStackView()
    private let statusLabel = BankUI.label(nil, style: .caption, identifier: "markets.status")
    private lazy var portfolioButton = BankUI.textButton("", identifier: "markets.portfolio") { [weak self] in
        self?.openPortfolio()
    }
    private var rows: [AssetRowView] = []
    private var kind = Asset.Kind.stocks
    /// Prices read back from the price history archive (`markets-segment-switch-stall`).
    private var archivedPrices = 0
    private var assetsRequest: BankRequest?
    private lazy var ticker = PriceTickTimer { [weak self] in self?.tick() }

    /// Adds the title, the Portfolio button, the segments and the list, and loads the stocks.
    override func viewDidLoad() {
        super.viewDidLoad()
        segments.accessibilityIdentifier = "markets.segments"
        segments.selectedSegmentIndex = 0
        segments.addAction(UIAction { [weak self] _ in self?.segmentChanged() }, for: .valueChanged)
        listStack.axis = .vertical
        listStack.spacing = 4
        listStack.accessibilityIdentifier = "markets.list"
        // kass:equivalent assignment-removal: an empty stack view draws nothing and is 0 points tall, at the end of the content
        listStack.isHidden = true
        portfolioButton.contentHorizontalAlignment = .trailing
        let header = UIStackView(arrangedSubviews: [titleLabel, portfolioButton])
        // kass:equivalent assignment-removal: horizontal is a stack view's default axis
        header.axis = .horizontal
        header.alignment = .center
        for view in [header, segments, statusLabel, listStack] { contentStack.addArrangedSubview(view) }
        loadAssets()
    }

    /// Starts the price feed.
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if !context.isOn(.marketsPriceNotTicking) { ticker.start() }
    }

    /// Stops the price feed while another screen is shown.
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        ticker.stop()
    }

    /// Writes the texts and prices for the current locale.
    override func render() {
        titleLabel.text = context.text(.marketsTitle)
        portfolioButton.setTitle(context.text(.marketsPortfolio), for: .normal)
        for kind in Asset.Kind.allCases {
            // kass:equivalent integer-literal: every kind is in Asset.Kind.allCases, so the fallback index is never used
            segments.setTitle(context.text(kind.title), forSegmentAt: Asset.Kind.allCases.firstIndex(of: kind) ?? 0)
        }
        statusLabel.text = context.text(.marketsLoading)
        statusLabel.isHidden = !(assetsRequest?.isPending ?? false)
        updatePrices(changes: true, rawPrices: false)
        view.setNeedsLayout()
    }

    // MARK: Loading

    private func loadAssets() {
        assetsRequest?.cancel()
        statusLabel.isHidden = false
        let kind = self.kind
        assetsRequest = context.backend.fetchAssets(kind: kind) { [weak self] result in
            guard let self, case let .success(assets) = result else { return }
            statusLabel.isHidden = true
            showRows(for: assets)
        }
    }

    private func segmentChanged() {
        kind = Asset.Kind.allCases[max(0, segments.selectedSegmentIndex)]
        // kass:equivalent assignment-removal: reached only with the markets-segment-switch-stall defect on
        if context.isOn(.marketsSegmentSwitchStall) { archivedPrices = PriceHistoryArchive.persistAndReload(symbols: rows.map(\.symbol)) }
        loadAssets()
    }

    private func showRows(for assets: [Asset]) {
        if !context.isOn(.marketsSegmentKeepsOldRows) {
            for row in rows { row.removeFromSuperview() }
            rows = []
        }
        for asset in assets where !rows.contains(where: { $0.symbol == asset.symbol }) {
            let row = AssetRowView(asset: asset) { [weak self] in self?.openAsset(asset.symbol) }
            listStack.addArrangedSubview(row)
            rows.append(row)
        }
        // An empty stack is hidden: it has nothing to show (and HeadlessUI measures an empty
        // arranged stack as collapsing its whole parent).
        listStack.isHidden = rows.isEmpty
        updatePrices(changes: true, rawPrices: false)
        view.setNeedsLayout()
    }

    // MARK: Prices

    private func tick() {
        updatePrices(changes: !context.isOn(.marketsChangeStale), rawPrices: context.isOn(.marketsPriceFormatLostAfterTick))
    }

    /// Writes every row's price (and change) at the current tick of the feed.
    private func updatePrices(changes: Bool, rawPrices: Bool) {
        let assets = context.backend.refreshPrices()
        var formatter = context.formatter
        if context.isOn(.marketsGermanPricesPoints) { formatter.locale = .englishUS }
        for row in rows {
            guard let asset = assets.first(where: { $0.symbol == row.symbol }) else { continue }
            let price = rawPrices ? "\(asset.price)" : formatter.string(from: Money(asset.price, asset.currency))
            let change = changes ? context.formatter.percentString(from: asset.changePercent) : nil
            row.show(price: price, change: change, isUp: asset.changePercent >= 0)
        }
    }

    // MARK: Navigation

    private func openAsset(_ symbol: String) {
        navigationController?.pushViewController(AssetDetailViewController(context: context, symbol: symbol), animated: true)
    }

    private func openPortfolio() {
        navigationController?.pushViewController(PortfolioViewController(context: context), animated: true)
    }
}
