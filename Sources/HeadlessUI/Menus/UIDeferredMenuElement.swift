import Foundation

/// A menu element whose real elements are loaded when the menu opens, as UIKit's
/// `UIDeferredMenuElement`: the menu shows a "Loading…" row until the provider calls its completion
/// (at once, or later on the runtime clock), then shows the elements in its place.
///
/// An element made with ``init(_:)`` asks its provider once and keeps the result; one made with
/// ``uncached(_:)`` asks every time the menu opens.
///
/// ```swift
/// UIDeferredMenuElement { completion in
///     store.loadRecent { names in completion(names.map { name in UIAction(title: name) { _ in open(name) } }) }
/// }
/// ```
@preconcurrency @MainActor
public final class UIDeferredMenuElement: UIMenuElement {
    /// The closure that loads the elements and hands them to its completion.
    public typealias ElementProvider = @MainActor (@escaping @MainActor ([UIMenuElement]) -> Void) -> Void

    /// The title of the row shown while loading (UIKit shows "Loading…" with a spinner).
    static let loadingTitle = "Loading…"

    let provider: ElementProvider
    let isCached: Bool
    /// The elements the provider gave, while they are kept.
    var loadedElements: [UIMenuElement]?
    /// Whether a request is out (so opening the menu again does not ask twice).
    var isLoading = false

    private init(provider: @escaping ElementProvider, isCached: Bool) {
        self.provider = provider
        self.isCached = isCached
        super.init(title: "", subtitle: nil, image: nil)
    }

    /// An element whose provider is asked the first time a menu shows it; the result is kept.
    public convenience init(_ elementProvider: @escaping ElementProvider) {
        self.init(provider: elementProvider, isCached: true)
    }

    /// An element whose provider is asked every time a menu shows it (iOS 15).
    public static func uncached(_ elementProvider: @escaping ElementProvider) -> UIDeferredMenuElement {
        UIDeferredMenuElement(provider: elementProvider, isCached: false)
    }

    /// Asks the provider when nothing is loaded or out; `loaded` runs when the elements arrive.
    func load(then loaded: @escaping @MainActor () -> Void) {
        guard loadedElements == nil, !isLoading else { return }
        isLoading = true
        provider { [weak self] elements in
            guard let self, self.isLoading else { return }
            self.isLoading = false
            self.loadedElements = elements
            loaded()
        }
    }

    /// Forgets an uncached element's elements when its menu closes.
    func menuDidClose() {
        guard !isCached else { return }
        loadedElements = nil
        isLoading = false
    }
}
