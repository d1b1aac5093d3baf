import Foundation

/// The system clipboard, as UIKit's `UIPasteboard`: ``general`` holds strings, URLs and images.
/// Like UIKit's, it can be used from any thread. HeadlessUI empties the general pasteboard at each
/// launch, so a test reads what the app copied in that run:
///
/// ```swift
/// copyButton.addAction(UIAction { _ in UIPasteboard.general.string = account.iban }, for: .touchUpInside)
/// // in the test, after tapping Copy:
/// XCTAssertEqual(UIPasteboard.general.string, "DE89 3704 0044 0532 0130 00")
/// ```
open class UIPasteboard: NSObject, @unchecked Sendable {
    /// A pasteboard's name, as UIKit's `UIPasteboard.Name`.
    public struct Name: RawRepresentable, Hashable, Sendable {
        /// The name's string.
        public let rawValue: String
        /// Creates a name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The general pasteboard's name.
        public static let general = Name(rawValue: "com.apple.UIKit.pboard.general")
    }

    /// Posted (on the main thread's notification center) when the general pasteboard changes.
    public static let changedNotification = Notification.Name("UIPasteboardChangedNotification")

    /// One item on the pasteboard.
    enum Item {
        case string(String)
        case url(URL)
        case image(UIImage)
    }

    /// The pasteboard every app shares.
    public static let general = UIPasteboard(name: .general)

    /// The pasteboard's name.
    public let name: Name
    private let lock = NSLock()
    private var storedItems: [Item] = []
    private var storedChangeCount = 0

    private init(name: Name) {
        self.name = name
        super.init()
    }

    /// How many times the contents changed.
    open var changeCount: Int { locked { storedChangeCount } }
    /// The number of items.
    open var numberOfItems: Int { locked { storedItems.count } }

    /// The first string, or nil; setting one replaces the contents (nil empties it).
    open var string: String? {
        get { strings?.first }
        set { replace(with: newValue.map { [.string($0)] } ?? []) }
    }
    /// Every string, or nil when there is none; setting replaces the contents.
    open var strings: [String]? {
        get { nonEmpty(locked { storedItems.compactMap { if case .string(let value) = $0 { value } else { nil } } }) }
        set { replace(with: (newValue ?? []).map { .string($0) }) }
    }
    /// The first URL, or nil; setting one replaces the contents.
    open var url: URL? {
        get { urls?.first }
        set { replace(with: newValue.map { [.url($0)] } ?? []) }
    }
    /// Every URL, or nil when there is none; setting replaces the contents.
    open var urls: [URL]? {
        get { nonEmpty(locked { storedItems.compactMap { if case .url(let value) = $0 { value } else { nil } } }) }
        set { replace(with: (newValue ?? []).map { .url($0) }) }
    }
    /// The first image, or nil; setting one replaces the contents.
    open var image: UIImage? {
        get { images?.first }
        set { replace(with: newValue.map { [.image($0)] } ?? []) }
    }
    /// Every image, or nil when there is none; setting replaces the contents.
    open var images: [UIImage]? {
        get { nonEmpty(locked { storedItems.compactMap { if case .image(let value) = $0 { value } else { nil } } }) }
        set { replace(with: (newValue ?? []).map { .image($0) }) }
    }
    /// Whether there is a string.
    open var hasStrings: Bool { strings != nil }
    /// Whether there is a URL.
    open var hasURLs: Bool { urls != nil }
    /// Whether there is an image.
    open var hasImages: Bool { images != nil }

    /// Empties the pasteboard at launch (HeadlessUI: each launch starts with an empty clipboard).
    func reset() {
        locked {
            storedItems = []
            storedChangeCount = 0
        }
    }

    private func replace(with items: [Item]) {
        locked {
            storedItems = items
            storedChangeCount += 1
        }
        let post: @Sendable () -> Void = { NotificationCenter.default.post(name: UIPasteboard.changedNotification, object: self) }
        if Thread.isMainThread { post() } else { DispatchQueue.main.async(execute: post) }
    }

    private func nonEmpty<T>(_ values: [T]) -> [T]? { values.isEmpty ? nil : values }

    private func locked<T>(_ body: () -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }
}
