import Foundation

/// A nib file, as UIKit's `UINib`. HeadlessUI reads no Interface Builder archives, so a nib can be
/// named and passed around (code that registers cells from nibs compiles unchanged), but
/// instantiating it, or registering it with a table or collection view, reports a runtime issue
/// that says to create the views in code instead.
@preconcurrency @MainActor
open class UINib: NSObject {
    /// Keys of the options `instantiate(withOwner:options:)` takes, as UIKit's `UINib.OptionsKey`.
    public struct OptionsKey: Hashable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        /// Objects the nib refers to that the owner provides.
        public static let externalObjects = OptionsKey(rawValue: "UINibExternalObjects")
    }

    /// The nib's name (without `.nib`), or nil for one made from data.
    let name: String?

    /// A nib named `name` in `bundleOrNil` (the main bundle when nil), as UIKit's
    /// `init(nibName:bundle:)`; nothing is read until it is instantiated.
    public init(nibName name: String, bundle bundleOrNil: Bundle?) {
        self.name = name
        super.init()
    }

    /// A nib from its compiled data, as UIKit's `init(data:bundle:)`.
    public init(data: Data, bundle bundleOrNil: Bundle?) {
        name = nil
        super.init()
    }

    /// The nib's top-level objects: none in HeadlessUI, which reports a runtime issue.
    open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [OptionsKey: Any]? = nil) -> [Any] {
        UINib.reportUnloadable(name, use: "instantiate(withOwner:options:)")
        return []
    }

    /// Reports that the nib `name` cannot be loaded where `use` needs it.
    static func reportUnloadable(_ name: String?, use: String) {
        UIApplication.reportRuntimeIssue(.other(
            "UINib \(name.map { "\"\($0)\"" } ?? "(from data)"): \(use) needs the nib's views, but HeadlessUI reads no nib or "
                + "storyboard files; create the views in code (register the cell's class instead of its nib)."
        ))
    }
}

extension Bundle {
    /// Loads the nib `name` with `owner`, as UIKit's `Bundle.loadNibNamed(_:owner:options:)`: nil in
    /// HeadlessUI, which reports a runtime issue (no nib files are read).
    @MainActor
    public func loadNibNamed(_ name: String, owner: Any?, options: [UINib.OptionsKey: Any]? = nil) -> [Any]? {
        UINib.reportUnloadable(name, use: "Bundle.loadNibNamed(_:owner:options:)")
        return nil
    }
}

extension UITableView {
    /// Registers the cell nib for `identifier`, as UIKit's `register(_:forCellReuseIdentifier:)`.
    /// HeadlessUI cannot load nibs: it reports a runtime issue, removes any registration for
    /// `identifier`, and dequeuing it then fails as for an unregistered identifier.
    public func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
        register(nil as AnyClass?, forCellReuseIdentifier: identifier)
        if let nib { UINib.reportUnloadable(nib.name, use: "register(_:forCellReuseIdentifier:) for \"\(identifier)\"") }
    }

    /// Registers a header or footer nib, as UIKit's `register(_:forHeaderFooterViewReuseIdentifier:)`;
    /// HeadlessUI reports a runtime issue and removes any registration for `identifier`.
    public func register(_ nib: UINib?, forHeaderFooterViewReuseIdentifier identifier: String) {
        register(nil as AnyClass?, forHeaderFooterViewReuseIdentifier: identifier)
        if let nib { UINib.reportUnloadable(nib.name, use: "register(_:forHeaderFooterViewReuseIdentifier:) for \"\(identifier)\"") }
    }
}

extension UICollectionView {
    /// Registers the cell nib for `identifier`, as UIKit's `register(_:forCellWithReuseIdentifier:)`;
    /// HeadlessUI reports a runtime issue and removes any registration for `identifier`.
    public func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
        register(nil as AnyClass?, forCellWithReuseIdentifier: identifier)
        if let nib { UINib.reportUnloadable(nib.name, use: "register(_:forCellWithReuseIdentifier:) for \"\(identifier)\"") }
    }

    /// Registers a supplementary view nib, as UIKit's
    /// `register(_:forSupplementaryViewOfKind:withReuseIdentifier:)`; HeadlessUI reports a runtime
    /// issue and removes any registration for that kind and identifier.
    public func register(_ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String) {
        register(nil as AnyClass?, forSupplementaryViewOfKind: kind, withReuseIdentifier: identifier)
        if let nib {
            UINib.reportUnloadable(nib.name, use: "register(_:forSupplementaryViewOfKind:withReuseIdentifier:) for \"\(identifier)\"")
        }
    }
}
