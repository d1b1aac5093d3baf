import Kass

/// The Card tab.
final class CardScreen: KassScreen {
    lazy var title = text("card.title")
    lazy var number = text("card.number")
    lazy var frozenBadge = text("card.frozenBadge")
    lazy var expiry = text("card.expiry")
    lazy var cvv = text("card.cvv")
    lazy var revealCVV = button("card.cvv.reveal")
    lazy var frozen = switchControl("card.frozen")
    lazy var online = switchControl("card.online")
    lazy var currentLimit = text("card.limit.current")
    lazy var limit = textField("card.limit")
    lazy var saveLimit = button("card.limit.save")
    lazy var limitError = text("card.limit.error")
    lazy var limitStatus = text("card.limit.status")
    override var onLoad: [KassElement] { [title, frozen, online] }

    /// Waits until the card has arrived from the backend (the switches are enabled then).
    func waitUntilLoaded() {
        frozen.assertEnabled()
    }
}
