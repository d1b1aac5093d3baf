import Foundation
import HeadlessLayoutSolver

// Scroll views in Auto Layout, as UIKit: constraints between a scroll view's edges and its content
// attach to the content area (the content layout guide), whose size becomes the content size;
// constraints on its width, height or centre attach to its frame.

extension AutoLayoutEngine {
    /// The priority keeping a content area at the app's `contentSize` where constraints leave it
    /// open: below every priority an app can give (1), so any constraint on the content wins.
    static let explicitContentSizeStrength = SolverStrength(priority: 0.5)

    /// The item a constraint really relates: a scroll view's edge, related to a view or guide inside
    /// the scroll view, is the edge of its content area.
    func contentAreaItem(
        _ item: LayoutConstraintItem, _ attribute: NSLayoutConstraint.Attribute, relatedTo other: LayoutConstraintItem?
    ) -> LayoutConstraintItem {
        guard let scrollView = item as? UIScrollView, Self.contentEdgeAttributes.contains(attribute),
              let otherView = other?.layoutOwnerView, otherView !== scrollView, otherView.isDescendant(of: scrollView) else { return item }
        return scrollView.contentLayoutGuide
    }

    private static let contentEdgeAttributes: Set<NSLayoutConstraint.Attribute> = [.left, .right, .top, .bottom, .leading, .trailing]

    /// The frame guide is the scroll view's frame; the content area starts at the same origin (frames
    /// of subviews are content coordinates) and keeps the app's `contentSize` unless constraints size it.
    func scrollGuideSpecs(
        _ item: AutoLayoutEngineItem, guide: UILayoutGuide, owner: AutoLayoutEngineItem, name: String
    ) -> [EngineConstraintSpec] {
        var specs = [
            EngineConstraintSpec(expression: item.minX - owner.minX, label: "\(name).left == scrollView.left"),
            EngineConstraintSpec(expression: item.minY - owner.minY, label: "\(name).top == scrollView.top"),
        ]
        if guide.kind == .scrollFrame {
            specs.append(EngineConstraintSpec(expression: item.width - owner.width, label: "\(name).width == scrollView.width"))
            specs.append(EngineConstraintSpec(expression: item.height - owner.height, label: "\(name).height == scrollView.height"))
        } else if let scrollView = guide.owningView as? UIScrollView {
            let size = scrollView.contentSize
            specs.append(EngineConstraintSpec(
                expression: item.width - Double(size.width), strength: Self.explicitContentSizeStrength,
                label: "\(name).width == contentSize.width \(LinearExpression.format(Double(size.width)))"
            ))
            specs.append(EngineConstraintSpec(
                expression: item.height - Double(size.height), strength: Self.explicitContentSizeStrength,
                label: "\(name).height == contentSize.height \(LinearExpression.format(Double(size.height)))"
            ))
        }
        return specs
    }

    /// The content size the engine gives `scrollView`, when its content area takes part in layout.
    private func solvedContentSize(of scrollView: UIScrollView) -> CGSize? {
        guard let guide = scrollView.autoLayoutState?.scrollContentGuide, let item = items[ObjectIdentifier(guide)] else { return nil }
        let size = roundedRect(of: item).size
        return CGSize(width: Swift.max(0, size.width), height: Swift.max(0, size.height))
    }

    /// Marks scroll views whose content size must change, so the layout pass reaches them.
    func markScrollViewsWithChangedContentSize() {
        for item in itemOrder where item.guide?.kind == .scrollContent {
            guard let scrollView = item.guide?.owningView as? UIScrollView, let size = solvedContentSize(of: scrollView),
                  size != scrollView.contentSize, !scrollView.isInLayoutPass else { continue }
            scrollView.setNeedsLayout()
        }
    }

    /// Sets the solved content size (in the scroll view's layout pass, with its subviews' frames).
    func applyContentSize(to scrollView: UIScrollView) {
        guard let size = solvedContentSize(of: scrollView), size != scrollView.contentSize else { return }
        scrollView.contentSize = size
    }
}
