import Foundation

/// Swiping a row sideways to reveal its contextual actions, as UIKit:
/// - a mostly horizontal drag over a row with actions moves the row with the finger and reveals the
///   buttons behind it (trailing actions for a leftward drag, leading for a rightward one);
/// - on release past half the buttons' width the row stays open, else it closes;
/// - pulled past ``fullSwipeFraction`` of the row's width with `performsFirstActionWithFullSwipe`,
///   the first action runs;
/// - tapping a button runs its action; a touch anywhere else on the table, or scrolling, closes the row.
/// Opening and closing animate over ``updateAnimationDuration`` on the runtime clock.
extension UITableView {
    /// Share of the row's width a swipe must pass to perform the first action (HeadlessUI's choice:
    /// 0.6; UIKit's threshold is undocumented).
    public static let fullSwipeFraction: CGFloat = 0.6

    /// Whether the swipe recognizer may begin: over an editable row with actions on that side.
    func swipeMayBegin() -> Bool {
        guard !isEditing else { return false }
        let location = swipeRecognizer.location(in: self)
        guard let path = indexPathForRow(at: location), visibleCellsByPath[path] != nil else { return false }
        if let swipeState, swipeState.indexPath == path { return true }
        let trailing = swipeRecognizer.proposedTranslation.x < 0
        return swipeConfiguration(for: path, trailing: trailing) != nil
    }

    func swipeConfiguration(for path: IndexPath, trailing: Bool) -> UISwipeActionsConfiguration? {
        guard dataSource?.tableView(self, canEditRowAt: path) ?? false else { return nil }
        var configuration = trailing
            ? tableDelegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: path)
            : tableDelegate?.tableView(self, leadingSwipeActionsConfigurationForRowAt: path)
        if configuration == nil, trailing, let rowActions = tableDelegate?.tableView(self, editActionsForRowAt: path), !rowActions.isEmpty {
            // UIKit falls back to the deprecated row actions for trailing swipes.
            configuration = UISwipeActionsConfiguration(actions: rowActions.map { $0.contextualAction(at: path) })
        }
        guard let configuration, !configuration.actions.isEmpty else { return nil }
        return configuration
    }

    func handleSwipe(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began: beginSwipe(pan)
        case .changed: followSwipe(pan)
        case .ended, .cancelled: endSwipe()
        default: break
        }
    }

    private func beginSwipe(_ pan: UIPanGestureRecognizer) {
        let location = pan.location(in: self)
        guard let path = indexPathForRow(at: location) else { return }
        if var state = swipeState, state.indexPath == path {
            state.isSwiping = true
            state.dragStartOffset = state.offset
            swipeState = state
            return
        }
        if swipeState != nil { closeSwipe(animated: false) }
        let trailing = swipeRecognizer.proposedTranslation.x < 0
        guard let configuration = swipeConfiguration(for: path, trailing: trailing) else { return }
        let actionsView = SwipeActionsView(configuration: configuration, isTrailing: trailing) { [weak self] action, source in
            self?.perform(action, from: source)
        }
        addSubview(actionsView)
        swipeState = TableSwipeState(indexPath: path, configuration: configuration, isTrailing: trailing, actionsView: actionsView)
        layoutSwipe()
    }

    private func followSwipe(_ pan: UIPanGestureRecognizer) {
        guard var state = swipeState, state.isSwiping else { return }
        let width = rectForRow(at: state.indexPath).width
        let raw = state.dragStartOffset + pan.translation(in: self).x
        let limit = state.configuration.performsFirstActionWithFullSwipe ? width : state.actionsView.totalWidth
        state.offset = state.isTrailing ? Swift.max(-limit, Swift.min(0, raw)) : Swift.min(limit, Swift.max(0, raw))
        swipeState = state
        layoutSwipe()
    }

    private func endSwipe() {
        guard var state = swipeState, state.isSwiping else { return }
        state.isSwiping = false
        state.openedAtContentOffsetY = contentOffset.y
        swipeState = state
        let width = rectForRow(at: state.indexPath).width
        let distance = Swift.abs(state.offset)
        if state.configuration.performsFirstActionWithFullSwipe, distance > width * UITableView.fullSwipeFraction,
           let first = state.configuration.actions.first, let button = state.actionsView.buttons.first {
            perform(first, from: button)
        } else if distance > state.actionsView.totalWidth / 2 {
            moveSwipe(to: state.isTrailing ? -state.actionsView.totalWidth : state.actionsView.totalWidth)
        } else {
            closeSwipe(animated: true)
        }
    }

    /// Runs an action's handler; its completion closes the row.
    func perform(_ action: UIContextualAction, from source: UIView) {
        guard let state = swipeState else { return }
        let actionsView = state.actionsView
        action.handler(action, source) { [weak self] _ in
            guard let self, self.swipeState?.actionsView === actionsView else { return }
            self.closeSwipe(animated: true)
        }
    }

    /// Animates the open row to `offset`.
    private func moveSwipe(to offset: CGFloat) {
        guard var state = swipeState else { return }
        state.offset = offset
        swipeState = state
        UIView.animate(withDuration: UITableView.updateAnimationDuration) { self.layoutSwipe() }
    }

    /// Closes the open row (its cell slides back; the buttons go once it is closed).
    func closeSwipe(animated: Bool) {
        guard let state = swipeState else { return }
        swipeState = nil
        let cell = visibleCellsByPath[state.indexPath]
        let home = layoutModel.contains(row: state.indexPath.row, section: state.indexPath.section)
            ? rectForRowInModel(state.indexPath) : cell?.frame ?? .zero
        state.close(cell: cell, home: home, animated: animated, duration: UITableView.updateAnimationDuration)
    }

    /// Places the swiped cell at its offset and the buttons in the space it uncovered.
    func layoutSwipe() {
        guard let state = swipeState, layoutModel.contains(row: state.indexPath.row, section: state.indexPath.section) else { return }
        let row = rectForRowInModel(state.indexPath)
        if let cell = visibleCellsByPath[state.indexPath] { placeCell(cell, at: state.indexPath) }
        state.placeActions(in: row)
    }

    /// Scrolling while a row is open closes it.
    func closeSwipeIfScrolled() {
        guard let state = swipeState else { return }
        if state.isOpen, state.openedAtContentOffsetY != contentOffset.y {
            closeSwipe(animated: true)
        } else {
            layoutSwipe()
        }
    }
}
