import Foundation

extension UITraitCollection {
    /// The trait collection dynamic colours resolve against when their components are read.
    ///
    /// HeadlessUI sets it, as UIKit does, while it draws a view (to that view's traits) and while it
    /// calls `traitCollectionDidChange(_:)` and trait-change handlers. Elsewhere it is the traits of
    /// the current application's screen (light, Large text by default), or what the app set.
    public static var current: UITraitCollection {
        get { CurrentTraits.shared.read() }
        set { CurrentTraits.shared.set(newValue) }
    }

    /// Runs `actions` with this collection as ``current``, then restores the previous one.
    public func performAsCurrent(_ actions: () throws -> Void) rethrows {
        let previous = CurrentTraits.shared.swap(self)
        defer { CurrentTraits.shared.restore(previous) }
        try actions()
    }

    /// Makes `traits` current and returns what was current before (for ``restoreCurrent(_:)``).
    ///
    /// - Note: HeadlessUI internal; the renderer calls it around each view it draws.
    package static func swapCurrent(_ traits: UITraitCollection) -> UITraitCollection? {
        CurrentTraits.shared.swap(traits)
    }

    /// Restores what ``swapCurrent(_:)`` returned.
    package static func restoreCurrent(_ previous: UITraitCollection?) {
        CurrentTraits.shared.restore(previous)
    }
}

/// The storage behind ``UITraitCollection/current``: an explicit collection (set by the app or by
/// HeadlessUI while drawing), else the fallback the running application publishes (its screen's
/// traits). Locked, because colours are read from any thread.
final class CurrentTraits: @unchecked Sendable {
    static let shared = CurrentTraits()

    private let lock = NSLock()
    private var explicit: UITraitCollection?
    private var fallback = UITraitCollection.lightDefault

    func read() -> UITraitCollection {
        lock.lock(); defer { lock.unlock() }
        return explicit ?? fallback
    }

    func set(_ traits: UITraitCollection) {
        lock.lock(); defer { lock.unlock() }
        explicit = traits
    }

    func swap(_ traits: UITraitCollection) -> UITraitCollection? {
        lock.lock(); defer { lock.unlock() }
        let previous = explicit
        explicit = traits
        return previous
    }

    func restore(_ previous: UITraitCollection?) {
        lock.lock(); defer { lock.unlock() }
        explicit = previous
    }

    /// Publishes the running application's screen traits (or the light default when none runs) and
    /// forgets any explicit collection a previous application left.
    func publishFallback(_ traits: UITraitCollection?, resetExplicit: Bool) {
        lock.lock(); defer { lock.unlock() }
        fallback = traits ?? .lightDefault
        if resetExplicit { explicit = nil }
    }
}

extension UITraitCollection {
    /// Light appearance, Large text: what colours and fonts resolve against when nothing says otherwise.
    static let lightDefault = UITraitCollection(values: TraitValues(
        userInterfaceStyle: .light, preferredContentSizeCategory: .large, userInterfaceLevel: .base
    ))
}
