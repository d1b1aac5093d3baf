import Kass

/// Home: totals, quick actions, accounts, recent activity, and the toasts that land on it.
final class HomeScreen: KassScreen {
    lazy var total = text("home.total")
    lazy var totalCaption = text("home.total.caption")
    lazy var change = text("home.change")
    lazy var send = button("home.send")
    lazy var exchange = button("home.exchange")
    lazy var topUp = button("home.topUp")
    lazy var topUpStatus = text("home.topUp.status")
    lazy var activity = element("home.activity")
    lazy var activityRows = activity.cells()
    lazy var transferToast = text("transfer.toast")
    lazy var exchangeToast = text("exchange.toast")
    /// The spinner over the quick actions while Home loads (VoiceOver: "In progress").
    lazy var loadingSpinner = element(.any, .labelContains("In progress"))
    override var onLoad: [KassElement] { [total, send] }

    /// The balance of the account `key` (`eur`, `usd`, `gbp`).
    func balance(_ key: String) -> KassElement { text("home.account.\(key).balance") }
    /// Today's change of the account `key`.
    func todayChange(_ key: String) -> KassElement { text("home.account.\(key).change") }
    /// The recent-activity row of transaction `id` (`t001`, `p001` for the first payment made).
    func activityRow(_ id: String) -> KassElement { cell("home.activity.row.\(id)") }
    /// The top-up sheet's option of `euros`.
    func topUpOption(_ euros: Int) -> KassElement { button("home.topUp.\(euros)") }
}

extension HomeScreen {
    /// The top-up sheet's Cancel.
    var topUpCancel: KassElement { button("home.topUp.cancel") }
}
