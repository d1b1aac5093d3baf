import Foundation
import HeadlessUI

/// A view with a fixed, settable intrinsic content size, for layout tests. Use
/// `UIView.noIntrinsicMetric` in a dimension to make it flexible there.
@MainActor
public final class IntrinsicSizeView: UIView {
    /// Not decoded from archives (HeadlessUI reads no storyboards or nibs).
    public required init?(coder: NSCoder) { nil }

    /// The size reported as `intrinsicContentSize`; setting it invalidates the intrinsic size.
    public var fixedIntrinsicSize: CGSize {
        didSet { invalidateIntrinsicContentSize() }
    }

    /// Creates a view whose intrinsic size is `width` × `height`.
    public init(width: CGFloat, height: CGFloat) {
        fixedIntrinsicSize = CGSize(width: width, height: height)
        super.init(frame: .zero)
    }

    public override var intrinsicContentSize: CGSize { fixedIntrinsicSize }
}
