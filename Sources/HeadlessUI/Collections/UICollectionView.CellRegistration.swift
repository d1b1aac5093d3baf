import Foundation

extension UICollectionView {
    /// A cell class and the code that configures it for an item, as UIKit's
    /// `UICollectionView.CellRegistration`: create it once (not inside the cell provider) and pass it
    /// to ``UICollectionView/dequeueConfiguredReusableCell(using:for:item:)``, which registers the class
    /// on first use.
    ///
    /// ```swift
    /// let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, title in
    ///     var content = cell.defaultContentConfiguration()
    ///     content.text = title
    ///     cell.contentConfiguration = content
    /// }
    /// ```
    @MainActor
    public struct CellRegistration<Cell, Item> where Cell: UICollectionViewCell {
        /// Configures `cell` for `item` at the index path.
        public typealias Handler = @MainActor (_ cell: Cell, _ indexPath: IndexPath, _ itemIdentifier: Item) -> Void

        let handler: Handler
        let reuseIdentifier: String

        /// A registration of `Cell` configured by `handler`.
        public init(handler: @escaping Handler) {
            self.handler = handler
            reuseIdentifier = RegistrationIdentifiers.next("\(Cell.self)")
        }
    }

    /// A supplementary view class and the code that configures it, as UIKit's
    /// `UICollectionView.SupplementaryRegistration`.
    @MainActor
    public struct SupplementaryRegistration<Supplementary> where Supplementary: UICollectionReusableView {
        /// Configures the view of `elementKind` at the index path.
        public typealias Handler = @MainActor (_ supplementaryView: Supplementary, _ elementKind: String, _ indexPath: IndexPath) -> Void

        let handler: Handler
        let reuseIdentifier: String
        /// The kind of supplementary view this registration makes.
        public let elementKind: String

        /// A registration of `Supplementary` views of `elementKind` configured by `handler`.
        public init(elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            self.handler = handler
            reuseIdentifier = RegistrationIdentifiers.next("\(Supplementary.self)")
        }
    }

    /// A cell of the registration's class for `indexPath` (reused or new), configured by the
    /// registration's handler with `item`. A nil item is reported and the handler is not called.
    public func dequeueConfiguredReusableCell<Cell, Item>(
        using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?
    ) -> Cell where Cell: UICollectionViewCell {
        if cellRegistrations[registration.reuseIdentifier] == nil {
            register(Cell.self, forCellWithReuseIdentifier: registration.reuseIdentifier)
        }
        let dequeued = dequeueReusableCell(withReuseIdentifier: registration.reuseIdentifier, for: indexPath)
        let cell = (dequeued as? Cell) ?? Cell(_headlessUIRegisteredFrame: .zero)
        cell.reuseIdentifier = registration.reuseIdentifier
        guard let item else {
            reportInvalid(
                "dequeueConfiguredReusableCell(using:for:item:)",
                "item is nil for index path \(Array(indexPath)), so the registration's handler was not called; pass the item to show."
            )
            return cell
        }
        registration.handler(cell, indexPath, item)
        return cell
    }

    /// A supplementary view of the registration's class and kind for `indexPath`, configured by the
    /// registration's handler.
    public func dequeueConfiguredReusableSupplementary<Supplementary>(
        using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath
    ) -> Supplementary where Supplementary: UICollectionReusableView {
        let kind = registration.elementKind
        register(Supplementary.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: registration.reuseIdentifier)
        let dequeued = dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: registration.reuseIdentifier, for: indexPath)
        let view = (dequeued as? Supplementary) ?? Supplementary(_headlessUIRegisteredFrame: .zero)
        view.reuseIdentifier = registration.reuseIdentifier
        registration.handler(view, kind, indexPath)
        return view
    }
}

/// Unique reuse identifiers for cell and supplementary registrations.
@MainActor
enum RegistrationIdentifiers {
    private static var counter = 0

    static func next(_ typeName: String) -> String {
        counter += 1
        return "HeadlessUI.Registration.\(counter).\(typeName)"
    }
}
