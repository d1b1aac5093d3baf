import Foundation

/// One menu on screen: builds the rows from the menu tree, places the card next to what it came
/// from, and handles choosing, expanding submenus, loading deferred elements and closing.
///
/// Geometry (deliberate choices, see Guide/HeadlessUI.md): the card is ``cardWidth`` (250 pt) wide
/// (less in a narrow window), at most the window's safe height minus ``margin`` on each side (it
/// scrolls beyond); it sits ``margin`` below the anchor when it fits, else above it, else as low as
/// the safe area allows, its leading edge at the anchor's, kept ``margin`` inside the window.
/// Menus appear and close at once (UIKit animates both).
///
/// Choosing an enabled action: in a ``UIMenu/Options/singleSelection`` menu (the nearest such menu
/// containing it) the action turns on and the others off; unless it ``UIMenuElement/Attributes/keepsMenuPresented``,
/// the menu closes first; then the handler runs with the presentation's sender.
@MainActor
final class MenuPresentation {
    static let cardWidth: CGFloat = 250
    static let margin: CGFloat = 8
    static let groupGap: CGFloat = 8

    private(set) var menu: UIMenu
    private weak var sender: AnyObject?
    private weak var application: UIApplication?
    let container: MenuContainerView
    private let anchorRect: CGRect
    private var expanded: Set<ObjectIdentifier> = []
    private(set) var isPresented = false

    /// Run just before the menu is removed.
    var willEndHandler: (@MainActor () -> Void)?
    /// Run after the menu was removed (in the order added), before a chosen action's handler.
    private var afterEnd: [@MainActor () -> Void] = []
    /// Run when the preview is tapped (the menu then closes).
    var previewCommitHandler: (@MainActor () -> Void)?
    /// Run after an action was chosen and states were updated, before anything else.
    var selectionHandler: (@MainActor (UIAction) -> Void)?

    /// Shows `menu` in `anchorView`'s window next to `anchorRect` (in the anchor's coordinates;
    /// its bounds when nil), replacing any menu already shown. `nil` when the view is in no window
    /// of a running application.
    static func present(
        _ menu: UIMenu, from anchorView: UIView, anchorRect: CGRect? = nil, sender: AnyObject?, previewView: UIView? = nil,
        dimsBackground: Bool = false
    ) -> MenuPresentation? {
        guard let window = anchorView.window, let application = window.application else { return nil }
        application.presentedMenu?.dismiss()
        let rectInWindow = anchorView.convert(anchorRect ?? anchorView.bounds, to: window)
        let presentation = MenuPresentation(
            menu: menu, window: window, application: application, anchorRect: rectInWindow, sender: sender,
            previewView: previewView, dimsBackground: dimsBackground
        )
        application.presentedMenu = presentation
        presentation.isPresented = true
        presentation.reload()
        return presentation
    }

    private init(
        menu: UIMenu, window: UIWindow, application: UIApplication, anchorRect: CGRect, sender: AnyObject?, previewView: UIView?,
        dimsBackground: Bool
    ) {
        self.menu = menu
        self.sender = sender
        self.application = application
        self.anchorRect = anchorRect
        container = MenuContainerView(frame: window.bounds, previewView: previewView, dimsBackground: dimsBackground)
        window.addSubview(container)
        container.outsideTapHandler = { [weak self] in self?.dismiss() }
        container.previewTapHandler = { [weak self] in self?.commitPreview() }
    }

    /// Rebuilds the rows (after a state change, an expansion or a deferred element arriving) and
    /// places the card; asks the providers of deferred elements now on screen.
    func reload() {
        guard isPresented else { return }
        let items = MenuRowItem.rows(of: menu, expanded: expanded)
        let rows = items.map { item -> MenuRowView in
            let row = MenuRowView(item: item)
            row.chooseHandler = { [weak self] item in self?.choose(item) }
            return row
        }
        container.setRows(rows)
        placeCard()
        for element in MenuRowItem.deferredElements(of: menu, expanded: expanded) {
            element.load { [weak self] in self?.reload() }
        }
    }

    private func placeCard() {
        let bounds = container.bounds
        let safe = container.window?.safeAreaInsets ?? .zero
        let margin = MenuPresentation.margin
        let width = Swift.min(MenuPresentation.cardWidth, bounds.width - 2 * margin)
        let available = Swift.max(0, bounds.height - safe.top - safe.bottom - 2 * margin)
        let height = Swift.min(container.card.contentSize.height, available)
        var anchor = anchorRect
        if let preview = container.previewView {
            preview.frame = MenuPresentation.previewFrame(preview, anchor: anchorRect, in: bounds, safe: safe)
            anchor = preview.frame
        }
        let lowest = bounds.maxY - safe.bottom - margin
        let y: CGFloat
        if anchor.maxY + margin + height <= lowest {
            y = anchor.maxY + margin
        } else if anchor.minY - margin - height >= safe.top + margin {
            y = anchor.minY - margin - height
        } else {
            y = Swift.max(safe.top + margin, lowest - height)
        }
        let x = Swift.min(Swift.max(anchor.minX, margin), bounds.maxX - margin - width)
        container.card.frame = CGRect(x: x, y: y, width: width, height: height)
    }

    /// The preview's frame: a view controller's view at its preferred size (or the window's width
    /// minus margins by half its height), else the pressed view's own frame, kept in the safe area.
    private static func previewFrame(_ preview: UIView, anchor: CGRect, in bounds: CGRect, safe: UIEdgeInsets) -> CGRect {
        var frame = anchor
        if preview.bounds.size != anchor.size, preview.bounds.width > 0, preview.bounds.height > 0 {
            let size = preview.bounds.size
            frame = CGRect(x: bounds.midX - size.width / 2, y: anchor.minY, width: size.width, height: size.height)
        }
        let top = safe.top + margin
        let bottom = bounds.maxY - safe.bottom - margin
        if frame.maxY > bottom { frame.origin.y = bottom - frame.height }
        if frame.minY < top { frame.origin.y = top }
        return frame
    }

    private func choose(_ item: MenuRowItem) {
        switch item.kind {
        case .submenu(let submenu, let isExpanded):
            if isExpanded { expanded.remove(ObjectIdentifier(submenu)) } else { expanded.insert(ObjectIdentifier(submenu)) }
            reload()
        case .action(let action):
            guard !action.attributes.contains(.disabled) else { return }
            if let selectionMenu = item.owners.last(where: { $0.options.contains(.singleSelection) }) {
                for other in selectionMenu.allActions { other.state = other === action ? .on : .off }
            }
            selectionHandler?(action)
            if action.attributes.contains(.keepsMenuPresented) {
                action.perform(sender: sender)
                reload()
            } else {
                end()
                action.perform(sender: sender)
            }
        case .header, .loading:
            return
        }
    }

    private func commitPreview() {
        guard isPresented else { return }
        previewCommitHandler?()
        end()
    }

    /// Closes the menu without choosing anything (a tap outside, or the app asked).
    func dismiss() {
        end()
    }

    private func end() {
        guard isPresented else { return }
        willEndHandler?()
        isPresented = false
        container.removeFromSuperview()
        if application?.presentedMenu === self { application?.presentedMenu = nil }
        forgetUncachedElements(in: menu)
        let blocks = afterEnd
        afterEnd = []
        for block in blocks { block() }
    }

    /// Adds work to run once the menu has been removed.
    func runAfterEnd(_ block: @escaping @MainActor () -> Void) {
        afterEnd.append(block)
    }

    /// Shows `newMenu` in place of the current one (same place, submenus collapsed).
    func replaceMenu(with newMenu: UIMenu) {
        menu = newMenu
        expanded = []
        reload()
    }

    private func forgetUncachedElements(in menu: UIMenu) {
        for child in menu.children {
            if let submenu = child as? UIMenu { forgetUncachedElements(in: submenu) }
            if let deferred = child as? UIDeferredMenuElement { deferred.menuDidClose() }
        }
    }
}
