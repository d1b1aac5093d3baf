import Foundation
import HeadlessUI

/// The Card screen: the masked number (`card.number`, `•••• 5678`), the Frozen badge
/// (`card.frozenBadge`, shown while frozen), the expiry (`card.expiry`), the security code
/// (`card.cvv`, `•••` until "Show" `card.cvv.reveal` reveals it for 5 s), the freeze switch
/// (`card.frozen`), the online payments switch (`card.online`) and the monthly limit
/// (``MonthlyLimitSection``).
///
/// The card is loaded from the backend each time the screen appears; the switches stay disabled
/// until it has arrived. A switch change is sent at once and only the answer to the latest change of
/// each switch is applied, so quick changes never flip it back.
final class CardViewController: BankViewController {
    /// How long a revealed security code stays visible, in seconds.
    static let cvvRevealDuration: TimeInterval = 5
    static let maskedCVV = "•••"

    private let titleLabel = BankUI.label(nil, style: .largeTitle, identifier: "card.title")
    private let frozenBadge = BankUI.label(nil, style: .headline, identifier: "card.frozenBadge")
    private let numberLabel = BankUI.label("•••• ••••", style: .figure, identifier: "card.number")
    private let expiry = BankUI.valueRow("", value: "—", identifier: "card.expiry")
    private let cvv = BankUI.valueRow("", value: maskedCVV, identifier: "card.cvv")
    private lazy var revealButton = BankUI.textButton("", identifier: "card.cvv.reveal") { [weak self] in self?.toggleCVV() }
    private lazy var freeze = BankUI.switchRow("", isOn: false, identifier: "card.frozen") { [weak self] isOn in self?.freezeChanged(isOn) }
    private lazy var online = BankUI.switchRow("", isOn: false, identifier: "card.online") { [weak self] isOn in self?.onlineChanged(isOn) }
    private lazy var limitSection = MonthlyLimitSection(context: context)
    /// The card as last loaded or answered by the backend.
    private var card: CardState?
    /// The card as loaded when the screen appeared (the lost-update defect toggles this copy).
    private var loadedCard: CardState?
    private var isCVVRevealed = false
    private var hideCVVWork: ScheduledWork?
    private var latestFreezeRequest = 0
    private var latestOnlineRequest = 0
    /// The latest change of each switch while the backend has not answered it: a reload must not
    /// undo it (the server stores it after the reload's answer was written).
    private var pendingFreeze: BankRequest?
    private var pendingOnline: BankRequest?

    /// Builds the screen.
    override func viewDidLoad() {
        super.viewDidLoad()
        frozenBadge.textColor = .white
        frozenBadge.backgroundColor = .systemBlue
        frozenBadge.textAlignment = .center
        frozenBadge.layer.cornerRadius = 8
        // A label's background is rounded only when it clips.
        frozenBadge.clipsToBounds = true
        frozenBadge.isHidden = true
        let cvvRow = UIStackView(arrangedSubviews: [cvv.row, revealButton])
        // kass:equivalent assignment-removal: a UIStackView's axis is .horizontal by default
        cvvRow.axis = .horizontal
        cvvRow.spacing = 12
        for view: UIView in [titleLabel, frozenBadge, numberLabel, expiry.row, cvvRow, freeze.row, online.row] {
            contentStack.addArrangedSubview(view)
        }
        for view in limitSection.views(endingEditingIn: self.view) { contentStack.addArrangedSubview(view) }
        // kass:equivalent *: render reads only the number, expiry and code from the card, which a saved limit never changes
        limitSection.onSaved = { [weak self] card in self?.card = card }
        // kass:equivalent *: viewWillAppear(_:) disables the controls again before the screen first shows
        setSwitchesEnabled(false)
        // kass:equivalent call-removal: viewWillAppear(_:) renders again before the screen first shows
        render()
    }

    /// Reloads the card from the backend each time the screen appears.
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        setSwitchesEnabled(false)
        context.backend.loadCard { [weak self] result in
            guard let self, case let .success(card) = result else { return }
            self.card = card
            // kass:equivalent assignment-removal: loadedCard is read only with the card-online-payments-lost-update defect on
            loadedCard = card
            if pendingFreeze?.isPending != true { freeze.toggle.isOn = card.isFrozen }
            if pendingOnline?.isPending != true { online.toggle.isOn = card.onlinePaymentsEnabled }
            limitSection.show(card)
            setSwitchesEnabled(true)
            render()
        }
    }

    /// Writes texts and figures for the current locale and card.
    override func render() {
        title = context.text(.cardTitle)
        titleLabel.text = context.text(.cardTitle)
        frozenBadge.text = context.text(.cardFrozenBadge)
        expiry.caption.text = context.text(.cardExpiry)
        cvv.caption.text = context.text(.cardCVV)
        freeze.caption.text = context.text(.cardFreeze)
        freeze.toggle.accessibilityLabel = context.isOn(.cardFreezeSwitchUnlabeled) ? nil : context.text(.cardFreeze)
        online.caption.text = context.text(.cardOnlinePayments)
        online.toggle.accessibilityLabel = context.text(.cardOnlinePayments)
        revealButton.setTitle(context.text(isCVVRevealed ? .cardHideCVV : .cardShowCVV), for: .normal)
        limitSection.render()
        // The content stack is sized to its content on layout: new texts or a badge need one.
        view.setNeedsLayout()
        guard let card else { return }
        numberLabel.text = "•••• \(card.lastFour)"
        expiry.value.text = card.expiry
        let showsCVV = isCVVRevealed || context.isOn(.cardCVVAlwaysVisible)
        cvv.value.text = showsCVV ? card.cvv : Self.maskedCVV
        frozenBadge.isHidden = !freeze.toggle.isOn || context.isOn(.cardFrozenBadgeMissing)
    }

    private func setSwitchesEnabled(_ enabled: Bool) {
        freeze.toggle.isEnabled = enabled
        online.toggle.isEnabled = enabled
        revealButton.isEnabled = enabled
    }

    private func toggleCVV() {
        hideCVVWork?.cancel()
        isCVVRevealed.toggle()
        if isCVVRevealed, !context.isOn(.cardCVVNeverHides) {
            hideCVVWork = UIApplication.shared.scheduler.schedule(
                // kass:equivalent string-literal: a scheduled work's label only names it in the runtime's pending work, never shown
                after: Self.cvvRevealDuration, label: "ChaosBank hide CVV"
            ) { [weak self] in
                self?.isCVVRevealed = false
                self?.render()
            }
        }
        render()
    }

    private func freezeChanged(_ isFrozen: Bool) {
        // kass:equivalent arithmetic: request numbers are only compared with the latest; counting down keeps them distinct too
        latestFreezeRequest += 1
        let request = latestFreezeRequest
        render()
        pendingFreeze = context.backend.setCardFrozen(isFrozen) { [weak self] result in
            guard let self, request == latestFreezeRequest, case let .success(card) = result else { return }
            // kass:equivalent assignment-removal: render reads only the number, expiry and code from the card, which no answer changes
            self.card = card
            // kass:equivalent assignment-removal: the latest answer echoes what the switch already shows
            freeze.toggle.isOn = card.isFrozen
            // kass:equivalent call-removal: the latest answer echoes the switch, whose badge render already showed at the change
            render()
        }
    }

    private func onlineChanged(_ isEnabled: Bool) {
        if context.isOn(.cardOnlinePaymentsNotSaved) { return }
        // kass:equivalent arithmetic: request numbers are only compared with the latest; counting down keeps them distinct too
        latestOnlineRequest += 1
        let request = latestOnlineRequest
        let loseUpdates = context.isOn(.cardOnlinePaymentsLostUpdate)
        // kass:equivalent negation-removal: the negated value is sent only with the card-online-payments-lost-update defect on
        let wanted = loseUpdates ? !(loadedCard?.onlinePaymentsEnabled ?? isEnabled) : isEnabled
        pendingOnline = context.backend.setOnlinePayments(wanted) { [weak self] result in
            // kass:equivalent logical: an applied answer only echoes what the switch already shows, so skipping it shows the same
            guard let self, loseUpdates || request == latestOnlineRequest, case let .success(card) = result else { return }
            // kass:equivalent assignment-removal: render reads only the number, expiry and code from the card, which no answer changes
            self.card = card
            // kass:equivalent assignment-removal: the switch already shows what the user set, and the answer echoes what was sent
            online.toggle.isOn = card.onlinePaymentsEnabled
            // kass:equivalent call-removal: nothing render shows changes with an online-payments answer
            render()
        }
    }
}
