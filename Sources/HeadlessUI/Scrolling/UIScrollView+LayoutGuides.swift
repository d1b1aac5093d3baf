import Foundation

/// The scroll view's layout guides, as UIKit's (iOS 11).
///
/// Constrain content to ``contentLayoutGuide`` (or, as before iOS 11, to the scroll view's own
/// edges: edge constraints between a scroll view and its content attach to the content area) and
/// the content size follows from the constraints; constrain widths and heights to
/// ``frameLayoutGuide`` to size content by the visible area.
///
/// ```swift
/// NSLayoutConstraint.activate([
///     stack.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
///     stack.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
///     stack.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
///     stack.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
///     stack.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
/// ])
/// ```
extension UIScrollView {
    /// The content area: its size is the content size. Where constraints leave it open, it keeps
    /// ``contentSize`` as the app set it.
    public var contentLayoutGuide: UILayoutGuide {
        if let guide = autoLayoutState?.scrollContentGuide { return guide }
        let guide = UILayoutGuide(kind: .scrollContent, owningView: self, identifier: "UIScrollView-contentLayoutGuide")
        autoLayoutStorage.scrollContentGuide = guide
        autoLayoutStorage.layoutGuides.append(guide)
        return guide
    }

    /// The scroll view's frame, untransformed (its origin is the content's origin: HeadlessUI does not
    /// move it with the content offset, see Guide/HeadlessUI.md).
    public var frameLayoutGuide: UILayoutGuide {
        if let guide = autoLayoutState?.scrollFrameGuide { return guide }
        let guide = UILayoutGuide(kind: .scrollFrame, owningView: self, identifier: "UIScrollView-frameLayoutGuide")
        autoLayoutStorage.scrollFrameGuide = guide
        autoLayoutStorage.layoutGuides.append(guide)
        return guide
    }
}
