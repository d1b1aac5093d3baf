import Foundation

/// Where a layout puts one cell or supplementary view, as UIKit's `UICollectionViewLayoutAttributes`:
/// its frame in content coordinates, index path, kind, and the visual state (alpha, transform, z-order, hidden)
/// the collection view applies to the view.
@preconcurrency @MainActor
open class UICollectionViewLayoutAttributes: NSObject {
    /// What kind of view the attributes describe.
    public enum ElementCategory: UInt, Sendable {
        /// A cell.
        case cell
        /// A supplementary view (header, footer, badge…).
        case supplementaryView
        /// A decoration view (HeadlessUI's layouts make none).
        case decorationView
    }

    /// The values, kept together so the nonisolated `copy()` and `isEqual(_:)` can read them.
    private struct Values: Equatable {
        var frame = CGRect.zero
        var alpha: CGFloat = 1
        var transform = CGAffineTransform.identity
        var zIndex = 0
        var isHidden = false
        var indexPath = IndexPath(item: 0, section: 0)
        var category = ElementCategory.cell
        var kind: String?
    }

    nonisolated(unsafe) private var values = Values()

    /// The frame in the collection view's content coordinates.
    open var frame: CGRect {
        get { values.frame }
        set { values.frame = newValue }
    }
    /// The centre of ``frame``.
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
    /// The size of ``frame`` (kept centred when changed).
    open var size: CGSize {
        get { frame.size }
        set {
            let oldCenter = center
            frame.size = newValue
            center = oldCenter
        }
    }
    /// The bounds of the view (origin zero, the frame's size).
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { size = newValue.size }
    }
    /// The view's alpha (default 1).
    open var alpha: CGFloat {
        get { values.alpha }
        set { values.alpha = newValue }
    }
    /// The view's transform about its centre (default identity); layouts set it for insert and
    /// delete animations.
    open var transform: CGAffineTransform {
        get { values.transform }
        set { values.transform = newValue }
    }
    /// The view's order among its siblings along the z axis (default 0; higher is in front).
    open var zIndex: Int {
        get { values.zIndex }
        set { values.zIndex = newValue }
    }
    /// Whether the view is hidden.
    open var isHidden: Bool {
        get { values.isHidden }
        set { values.isHidden = newValue }
    }
    /// The element's index path.
    open var indexPath: IndexPath {
        get { values.indexPath }
        set { values.indexPath = newValue }
    }
    /// The kind of element.
    open var representedElementCategory: ElementCategory { values.category }
    /// The supplementary kind (`UICollectionView.elementKindSectionHeader`…); nil for cells.
    open var representedElementKind: String? { values.kind }

    /// Creates empty cell attributes at item 0 of section 0.
    public override init() {
        super.init()
    }

    nonisolated private init(copying values: Values) {
        self.values = values
        super.init()
    }

    /// Attributes for the cell at `indexPath`.
    public convenience init(forCellWith indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
    }

    /// Attributes for a supplementary view of `elementKind` at `indexPath`.
    public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.init()
        values.indexPath = indexPath
        values.category = .supplementaryView
        values.kind = elementKind
    }

    /// A copy with the same values (UIKit's `copy()`, which layouts use before adjusting attributes).
    /// The copy is a plain `UICollectionViewLayoutAttributes`, even for subclasses.
    open override func copy() -> Any {
        UICollectionViewLayoutAttributes(copying: values)
    }

    /// Equal when every value is equal.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UICollectionViewLayoutAttributes else { return false }
        return values == other.values
    }

    /// The identity of the element the attributes describe (category, kind, index path).
    var elementKey: CollectionElementKey {
        CollectionElementKey(kind: representedElementCategory == .cell ? nil : representedElementKind, indexPath: indexPath)
    }
}

/// Names one element of a collection view: a cell (`kind` nil) or a supplementary view of `kind`.
struct CollectionElementKey: Hashable, Comparable {
    let kind: String?
    let indexPath: IndexPath

    /// Cells first, then supplementary views by kind; index path order within each.
    static func < (lhs: CollectionElementKey, rhs: CollectionElementKey) -> Bool {
        switch (lhs.kind, rhs.kind) {
        case (nil, nil): return lhs.indexPath < rhs.indexPath
        case (nil, _): return true
        case (_, nil): return false
        case let (left?, right?): return left == right ? lhs.indexPath < rhs.indexPath : left < right
        }
    }
}
