import Foundation

/// Swiping a list item sideways to reveal the actions of its section's
/// `UICollectionLayoutListConfiguration` (`leadingSwipeActionsConfigurationProvider` and
/// `trailingSwipeActionsConfigurationProvider`), with the table's rules and pieces (the same
/// recognizer, state and buttons): the item follows the finger; on release past half the buttons'
/// width it stays open, else it closes; pulled past `UITableView.fullSwipeFraction` of its width with
/// `performsFirstActionWithFullSwipe`, the first action runs; tapping a button runs its action and
/// the completion closes the item; a touch elsewhere, scrolling, an update or a reload closes it.
extension UICollectionView {
    /// Whether the swipe recognizer may begin: over a list item with actions on that side.
    func swipeMayBegin() -> Bool {
        let location = swipeRecognizer.location(in: self)
        guard let path = indexPathForItem(at: location), visibleCellsByPath[path] != nil else { return false }
        if let swipeState, swipeState.indexPath == path { return true }
        return swipeConfiguration(for: path, trailing: swipeRecognizer.proposedTranslation.x < 0) != nil
    }

    func swipeConfiguration(for path: IndexPath, trailing: Bool) -> UISwipeActionsConfiguration? {
        guard let layout = collectionViewLayout as? UICollectionViewCompositionalLayout,
              let list = layout.computed.listConfigurations[path.section] else { return nil }
        let provider = trailing ? list.trailingSwipeActionsConfigurationProvider : list.leadingSwipeActionsConfigurationProvider
        guard let configuration = provider?(path), !configuration.actions.isEmpty else { return nil }
        return configuration
    }

    /// The item's frame without the swipe offset.
    private func restingFrame(of path: IndexPath) -> CGRect? {
        collectionViewLayout.layoutAttributesForItem(at: path)?.frame
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
        guard let path = indexPathForItem(at: pan.location(in: self)) else { return }
        if var state = swipeState, state.indexPath == path {
            state.isSwiping = true
            state.dragStartOffset = state.offset
            swipeState = state
            return
        }
        if swipeState != nil { closeSwipe(animated: false) }
        let trailing = swipeRecognizer.proposedTranslation.x < 0
        guard let configuration = swipeConfiguration(for: path, trailing: trailing) else { return }
        cancelItemTracking()
        let actionsView = SwipeActionsView(configuration: configuration, isTrailing: trailing) { [weak self] action, source in
            self?.perform(action, from: source)
        }
        // Behind the cells (the swiped cell uncovers it), above the background view.
        if let backgroundView, backgroundView.superview === self {
            insertSubview(actionsView, aboveSubview: backgroundView)
        } else {
            insertSubview(actionsView, at: 0)
        }
        swipeState = TableSwipeState(indexPath: path, configuration: configuration, isTrailing: trailing, actionsView: actionsView)
        layoutSwipe()
    }

    private func followSwipe(_ pan: UIPanGestureRecognizer) {
        guard var state = swipeState, state.isSwiping, let frame = restingFrame(of: state.indexPath) else { return }
        let raw = state.dragStartOffset + pan.translation(in: self).x
        let limit = state.configuration.performsFirstActionWithFullSwipe ? frame.width : state.actionsView.totalWidth
        state.offset = state.isTrailing ? Swift.max(-limit, Swift.min(0, raw)) : Swift.min(limit, Swift.max(0, raw))
        swipeState = state
        layoutSwipe()
    }

    private func endSwipe() {
        guard var state = swipeState, state.isSwiping else { return }
        state.isSwiping = false
        state.openedAtContentOffsetY = contentOffset.y
        swipeState = state
        let width = restingFrame(of: state.indexPath)?.width ?? 0
        let distance = Swift.abs(state.offset)
        if state.configuration.performsFirstActionWithFullSwipe, distance > width * UITableView.fullSwipeFraction,
           let first = state.configuration.actions.first, let button = state.actionsView.buttons.first {
            perform(first, from: button)
        } else if distance > state.actionsView.totalWidth / 2 {
            state.offset = state.isTrailing ? -state.actionsView.totalWidth : state.actionsView.totalWidth
            swipeState = state
            UIView.animate(withDuration: UICollectionView.updateAnimationDuration) { self.layoutSwipe() }
        } else {
            closeSwipe(animated: true)
        }
    }

    /// Runs an action's handler; its completion closes the item.
    private func perform(_ action: UIContextualAction, from source: UIView) {
        guard let actionsView = swipeState?.actionsView else { return }
        action.handler(action, source) { [weak self] _ in
            guard let self, self.swipeState?.actionsView === actionsView else { return }
            self.closeSwipe(animated: true)
        }
    }

    /// Closes the open item (its cell slides back; the buttons go once it is closed).
    func closeSwipe(animated: Bool) {
        guard let state = swipeState else { return }
        swipeState = nil
        let cell = visibleCellsByPath[state.indexPath]
        let home = restingFrame(of: state.indexPath) ?? cell?.frame ?? .zero
        state.close(cell: cell, home: home, animated: animated, duration: UICollectionView.updateAnimationDuration)
    }

    /// Places the swiped cell at its offset and the buttons in the space it uncovered.
    func layoutSwipe() {
        guard let state = swipeState, let frame = restingFrame(of: state.indexPath) else { return }
        visibleCellsByPath[state.indexPath]?.frame = frame.offsetBy(dx: state.offset, dy: 0)
        state.placeActions(in: frame)
    }

    /// Scrolling while an item is open closes it.
    func closeSwipeIfScrolled() {
        guard let state = swipeState else { return }
        if state.isOpen, state.openedAtContentOffsetY != contentOffset.y {
            closeSwipe(animated: true)
        } else {
            layoutSwipe()
        }
    }
}
