import Kass

/// An asset's detail: name, ticking price, change, Buy and Sell.
final class AssetDetailScreen: KassScreen {
    lazy var assetName = text("asset.name")
    lazy var symbol = text("asset.symbol")
    lazy var price = text("asset.price")
    lazy var change = text("asset.change")
    lazy var open = text("asset.open")
    lazy var holding = text("asset.holding")
    lazy var buy = button("asset.buy")
    lazy var sell = button("asset.sell")
    override var onLoad: [KassElement] { [assetName, price, buy] }
}

/// The order ticket: side, kind, quantity, limit price, estimated total, review, and the outcome.
final class OrderTicketScreen: KassScreen {
    lazy var title = text("order.title")
    lazy var side = segmentedControl("order.side")
    lazy var kind = segmentedControl("order.kind")
    lazy var price = text("order.price")
    lazy var quantity = text("order.quantity")
    lazy var quantityStepper = stepper("order.quantityStepper")
    lazy var limitPrice = textField("order.limitPrice")
    lazy var estimatedTotal = text("order.estimatedTotal")
    lazy var error = text("order.error")
    lazy var review = button("order.review")
    lazy var status = text("order.status")
    lazy var reference = text("order.reference")
    lazy var viewPortfolio = button("order.viewPortfolio")
    override var onLoad: [KassElement] { [title, kind, review] }
}

/// The review sheet: summary, live price and total, Place order.
final class OrderReviewScreen: KassScreen {
    lazy var title = text("review.title")
    lazy var summary = text("review.summary")
    lazy var price = text("review.price")
    lazy var total = text("review.total")
    lazy var place = button("review.place")
    lazy var error = text("review.error")
    override var onLoad: [KassElement] { [title, place] }
}
