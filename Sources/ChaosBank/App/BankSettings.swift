/// The user's preferences (Settings), shared by every screen of one launch.
@MainActor
final class BankSettings {
    /// Language and region; screens refresh their texts and numbers when it changes.
    var locale: BankLocale {
        didSet { if locale != oldValue { notify() } }
    }
    /// Push notifications for payments.
    var paymentNotifications = true
    /// Push notifications for market moves.
    var marketNotifications = false
    /// Marketing messages.
    var marketingNotifications = false

    private var observers: [(id: Int, callback: @MainActor (BankLocale) -> Void)] = []
    private var nextObserverID = 0

    /// Settings starting in `locale`.
    init(locale: BankLocale = .englishUS) {
        self.locale = locale
    }

    /// Calls `callback` after each locale change until the returned observation is cancelled or
    /// released.
    func observeLocale(_ callback: @escaping @MainActor (BankLocale) -> Void) -> BankObservation {
        // kass:equivalent arithmetic: observer ids are only compared with each other; counting down keeps them distinct too
        nextObserverID += 1
        let id = nextObserverID
        observers.append((id, callback))
        return BankObservation { [weak self] in self?.observers.removeAll { $0.id == id } }
    }

    private func notify() {
        for observer in observers { observer.callback(locale) }
    }
}

/// Keeps an observation alive; cancelling (or releasing) it stops the callbacks.
@MainActor
final class BankObservation {
    private var cancellation: (@MainActor () -> Void)?

    init(cancellation: @escaping @MainActor () -> Void) {
        // kass:equivalent assignment-removal: observers hold their screens weakly; a callback left behind does nothing
        self.cancellation = cancellation
    }

    /// Stops the callbacks.
    func cancel() {
        cancellation?()
        // kass:equivalent assignment-removal: cancelling removes the observer by its id; doing it again (cancel or deinit) finds nothing
        cancellation = nil
    }

    isolated deinit {
        // kass:equivalent call-removal: observers hold their screens weakly; a callback left behind does nothing
        cancellation?()
    }
}
