import Foundation

/// A view a collection view recycles, as UIKit's `UICollectionReusableView`: the base of cells and
/// of supplementary views (section headers and footers). The collection view creates it from the
/// class registered for its reuse identifier, places it where the layout says, and hands it out again
/// after ``prepareForReuse()`` once it scrolled away.
///
/// Subclasses override `init(frame:)` (and `init?(coder:)`), as on iOS; the collection view creates
/// them through ``init(_headlessUIRegisteredFrame:)``, which such subclasses inherit.
@preconcurrency @MainActor
open class UICollectionReusableView: UIView {
    /// The identifier the view is reused under (set when the collection view creates it).
    open internal(set) var reuseIdentifier: String?
    /// The axes a self-sizing layout leaves free while measuring (set by the collection view).
    var selfSizingFreeAxes: (width: Bool, height: Bool) = (true, true)
    /// The z-index of the attributes last applied (orders the collection view's subviews).
    var zIndexInCollection = 0
    /// Where an animated update moves the view (set while the update animation is prepared).
    var targetFrameForUpdate: CGRect?

    /// Creates a view with `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// UIKit decodes the view from a storyboard or nib here; HeadlessUI has neither, so the
    /// initializer fails (returns nil) with a runtime issue. Create views in code.
    public required init?(coder: NSCoder) {
        UIApplication.reportRuntimeIssue(.other(
            "\(Self.self).init?(coder:): HeadlessUI decodes no storyboards or nib archives; register the class and create views in code."
        ))
        return nil
    }

    /// The initializer a collection view creates registered classes with (Swift can only call a
    /// `required` initializer through a class value; UIKit uses the Objective-C runtime). It calls
    /// `init(frame: .zero)`, so a subclass's own `init(frame:)` runs. Not meant to be called by apps.
    public required convenience init(_headlessUIRegisteredFrame frame: CGRect) {
        self.init(frame: frame)
    }

    /// Called before the collection view hands the view out again. The default does nothing to the
    /// content, so apps reset what they set.
    open func prepareForReuse() {}

    /// Applies layout attributes (frame, alpha, z-order, hidden); the collection view calls it.
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

    /// Called when the view moves to other layout attributes. Default: nothing.
    open func willTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {}

    /// Called after the view moved to the new layout. Default: nothing.
    open func didTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {}

    /// The attributes the view prefers for a self-sizing layout: the layout's, with the size its
    /// constraints need (``UIView/systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)``
    /// with the estimated axes free and the others required). A free axis that measures 0 keeps the estimate.
    open func preferredLayoutAttributesFitting(
        _ layoutAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutAttributes {
        let preferred = (layoutAttributes.copy() as? UICollectionViewLayoutAttributes) ?? layoutAttributes
        let free = selfSizingFreeAxes
        guard free.width || free.height else { return preferred }
        let target = layoutAttributes.size
        let measured = measuringView.systemLayoutSizeFitting(
            CGSize(width: free.width ? 0 : target.width, height: free.height ? 0 : target.height),
            withHorizontalFittingPriority: free.width ? .fittingSizeLevel : .required,
            verticalFittingPriority: free.height ? .fittingSizeLevel : .required
        )
        var size = target
        let fallback = (measured.width > 0 && measured.height > 0) ? nil : fittingSizeWithoutConstraints(width: target.width)
        if free.width, let width = measured.width > 0 ? measured.width : fallback?.width, width.isFinite, width > 0 { size.width = width }
        if free.height, let height = measured.height > 0 ? measured.height : fallback?.height, height.isFinite, height > 0 {
            size.height = height
        }
        preferred.frame.size = size
        return preferred
    }

    /// The view whose constraints decide the preferred size (a cell's content view).
    var measuringView: UIView { self }

    /// The size of content that constraints do not size (a content configuration's view), or nil.
    func fittingSizeWithoutConstraints(width: CGFloat) -> CGSize? { nil }
}
