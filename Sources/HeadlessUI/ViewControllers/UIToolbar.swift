import Foundation

/// A bar of buttons at the bottom of a screen, as UIKit's `UIToolbar` (also the navigation
/// controller's ``UINavigationController/toolbar``, showing the top controller's `toolbarItems`).
///
/// Layout (deliberate choices): ``barHeight`` (44 pt) tall above the bottom safe area; items sit
/// from the leading edge ``sideMargin`` (16 pt) in, ``itemSpacing`` (8 pt) apart; a `.fixedSpace`
/// item takes its `width`, and `.flexibleSpace` items share what is left equally (so
/// `[flexible, item, flexible]` centres the item and `[item, flexible, item]` puts them at the ends).
/// Each other item is a button labelled and tapped like a navigation bar's.
///
/// ```swift
/// toolbarItems = [.flexibleSpace(), UIBarButtonItem(title: "Archive", style: .plain) { archive() }]
/// navigationController?.setToolbarHidden(false, animated: false)
/// ```
@preconcurrency @MainActor
open class UIToolbar: UIView {
    /// HeadlessUI decodes no archives (see `UIView.init?(coder:)`): reports a runtime issue and fails.
    public required init?(coder: NSCoder) {
        UIView.reportUndecodedArchive(of: Self.self)
        return nil
    }

    /// The bar's height above the bottom safe area (UIKit's iPhone toolbar: 44 pt).
    public static let barHeight: CGFloat = 44
    /// Space between the bar's edges and the first and last items.
    static let sideMargin: CGFloat = 16
    /// Space between neighbouring items.
    static let itemSpacing: CGFloat = 8

    /// The items, leading to trailing.
    open var items: [UIBarButtonItem]? {
        didSet { reloadItems() }
    }
    /// The bar's style (`.black` draws it dark).
    open var barStyle: UIBarStyle = .default {
        didSet { backgroundColor = barTintColor ?? UIToolbar.background(for: barStyle) }
    }
    /// Whether the bar is translucent (kept; HeadlessUI draws no blur).
    open var isTranslucent = true
    /// The bar's background colour (nil: the style's).
    open var barTintColor: UIColor? {
        didSet { backgroundColor = barTintColor ?? UIToolbar.background(for: barStyle) }
    }

    private var buttons: [(item: UIBarButtonItem, view: BarButtonView?)] = []

    /// A toolbar with `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIToolbar.background(for: barStyle)
    }

    /// Sets the items (not animated in HeadlessUI).
    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        self.items = items
    }

    private static func background(for style: UIBarStyle) -> UIColor {
        style == .black ? UIColor(white: 0.11, alpha: 1) : .systemGray6
    }

    private func reloadItems() {
        for entry in buttons { entry.view?.removeFromSuperview() }
        buttons = (items ?? []).map { item in
            item.changeHandler = { [weak self] in self?.reloadItems() }
            guard item.systemItem?.isSpace != true else { return (item, nil) }
            let button = BarButtonView(item: item)
            addSubview(button)
            return (item, button)
        }
        setNeedsLayout()
    }

    /// The bar's width and ``barHeight``.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: UIToolbar.barHeight)
    }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIToolbar.barHeight)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let height = Swift.min(bounds.height, UIToolbar.barHeight)
        let flexibleCount = buttons.filter { $0.item.systemItem == .flexibleSpace }.count
        let widths = buttons.map { entry -> CGFloat in
            if let view = entry.view { return view.fittingWidth }
            return entry.item.systemItem == .fixedSpace ? Swift.max(0, entry.item.width) : 0
        }
        let used = widths.reduce(0, +) + CGFloat(Swift.max(0, buttons.count - 1)) * UIToolbar.itemSpacing
        let free = Swift.max(0, bounds.width - 2 * UIToolbar.sideMargin - used)
        let flexibleWidth = flexibleCount > 0 ? free / CGFloat(flexibleCount) : 0
        var x = UIToolbar.sideMargin
        for (index, entry) in buttons.enumerated() {
            let width = entry.item.systemItem == .flexibleSpace ? flexibleWidth : widths[index]
            entry.view?.frame = CGRect(x: x, y: 0, width: width, height: height)
            x += width + UIToolbar.itemSpacing
        }
    }
}
