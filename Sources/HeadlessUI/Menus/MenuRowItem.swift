import Foundation

/// One row of a presented menu, from flattening the menu tree (see ``MenuRowItem/rows(of:expanded:)``).
@MainActor
struct MenuRowItem {
    enum Kind {
        /// A choosable action.
        case action(UIAction)
        /// A submenu row; its children follow when it is expanded.
        case submenu(UIMenu, isExpanded: Bool)
        /// A deferred element still loading.
        case loading(UIDeferredMenuElement)
        /// The title of the menu or of an inline group.
        case header(String)
    }

    let kind: Kind
    /// How many submenus deep the row is (indents it).
    let depth: Int
    /// Whether a group separator comes before the row (an inline group starts or ends).
    let startsGroup: Bool
    /// The menus containing the row, outermost first (for single selection).
    let owners: [UIMenu]

    /// The rows `menu` shows, with the submenus in `expanded` opened, hidden actions left out and
    /// loaded deferred elements in place of their loading rows.
    static func rows(of menu: UIMenu, expanded: Set<ObjectIdentifier>) -> [MenuRowItem] {
        var builder = Builder(expanded: expanded)
        if !menu.title.isEmpty { builder.append(.header(menu.title), depth: 0, owners: [menu]) }
        builder.add(children: menu.children, depth: 0, owners: [menu])
        return builder.rows
    }

    /// The deferred elements `menu` shows that have nothing loaded yet (their providers must be asked).
    static func deferredElements(of menu: UIMenu, expanded: Set<ObjectIdentifier>) -> [UIDeferredMenuElement] {
        rows(of: menu, expanded: expanded).compactMap { row in
            if case .loading(let element) = row.kind { return element }
            return nil
        }
    }

    @MainActor
    private struct Builder {
        let expanded: Set<ObjectIdentifier>
        var rows: [MenuRowItem] = []
        var breakPending = false

        init(expanded: Set<ObjectIdentifier>) { self.expanded = expanded }

        mutating func append(_ kind: Kind, depth: Int, owners: [UIMenu]) {
            rows.append(MenuRowItem(kind: kind, depth: depth, startsGroup: breakPending && !rows.isEmpty, owners: owners))
            breakPending = false
        }

        mutating func add(children: [UIMenuElement], depth: Int, owners: [UIMenu]) {
            for child in children {
                switch child {
                case let action as UIAction:
                    guard !action.attributes.contains(.hidden) else { continue }
                    append(.action(action), depth: depth, owners: owners)
                case let menu as UIMenu where menu.options.contains(.displayInline) || menu.options.contains(.displayAsPalette):
                    breakPending = true
                    if !menu.title.isEmpty { append(.header(menu.title), depth: depth, owners: owners + [menu]) }
                    add(children: menu.children, depth: depth, owners: owners + [menu])
                    breakPending = true
                case let menu as UIMenu:
                    let isExpanded = expanded.contains(ObjectIdentifier(menu))
                    append(.submenu(menu, isExpanded: isExpanded), depth: depth, owners: owners)
                    if isExpanded { add(children: menu.children, depth: depth + 1, owners: owners + [menu]) }
                case let deferred as UIDeferredMenuElement:
                    if let loaded = deferred.loadedElements {
                        add(children: loaded, depth: depth, owners: owners)
                    } else {
                        append(.loading(deferred), depth: depth, owners: owners)
                    }
                default:
                    continue
                }
            }
        }
    }
}
