import Foundation

extension SoftwareKeyboard {
    // MARK: Triggers

    /// The first responder changed (not called for the momentary `nil` while focus moves).
    func firstResponderDidChange() {
        let responder = application.firstResponder
        if responder !== client {
            endDeleting()
            client = responder
            typedText = ""
            isCapsLocked = false
            lastShiftTapTime = nil
            plane = nil
        }
        update()
    }

    /// The first responder asked to reload its input views and traits.
    func reloadInputViews() {
        plane = nil
        update()
    }

    /// A hardware keyboard was attached or detached.
    func hardwareKeyboardAttachmentDidChange() {
        update()
    }

    // MARK: Content

    /// What the first responder should see, or nil for no keyboard.
    private func desiredContent() -> KeyboardContent? {
        guard let responder = application.firstResponder, !application.isTerminated else { return nil }
        let accessory = responder.inputAccessoryView
        let accessoryHeight = accessory.map { KeyboardContent.requestedHeight(of: $0, role: "inputAccessoryView") } ?? 0
        let bottomSafeArea = application.configuration.device.safeAreaInsets.bottom
        if let inputView = responder.inputView {
            let inputHeight = KeyboardContent.requestedHeight(of: inputView, role: "inputView")
            return KeyboardContent(
                accessoryView: accessory, inputView: inputView, plane: nil, accessoryHeight: accessoryHeight,
                inputViewHeight: inputHeight, bodyHeight: inputHeight + bottomSafeArea
            )
        }
        if let input = responder as? any UIKeyInput, !application.isHardwareKeyboardAttached {
            let plane = self.plane ?? SoftwareKeyboardPlane.initial(for: input.keyboardType, idiom: idiom)
            let metrics = KeyboardMetrics.metrics(for: plane, idiom: idiom)
            return KeyboardContent(
                accessoryView: accessory, inputView: nil, plane: plane, accessoryHeight: accessoryHeight,
                inputViewHeight: 0, bodyHeight: metrics.height
            )
        }
        // A hardware keyboard (or a responder that is not a text input): only the accessory view
        // shows, resting on the bottom safe area; without one (or 0 pt tall) there is no keyboard.
        guard let accessory, accessoryHeight > 0 else { return nil }
        return KeyboardContent(
            accessoryView: accessory, inputView: nil, plane: nil, accessoryHeight: accessoryHeight,
            inputViewHeight: 0, bodyHeight: bottomSafeArea
        )
    }

    /// Brings the keyboard in line with the first responder.
    func update() {
        interactiveTop = nil
        guard let content = desiredContent() else {
            if isVisible { slide(to: offScreenFrame(height: frame.height), showing: false) }
            return
        }
        let wasVisible = isVisible
        let target = onScreenFrame(height: content.height)
        install(content)
        if wasVisible, target == frame { return }
        slide(to: target, showing: true)
    }

    /// Puts the content in the host view and loads the keys of its plane.
    private func install(_ content: KeyboardContent) {
        let window = keyboardWindow ?? makeWindow()
        let previousPlane = plane
        self.content = content
        plane = content.plane
        window.hostView.install(content, width: screenBounds.width)
        if let plane = content.plane {
            if previousPlane != plane || window.hostView.keyPlane.layout == nil {
                applyAutomaticShift()
                loadKeys(plane)
            } else {
                refreshKeys()
            }
        } else {
            window.hostView.keyPlane.removeKeys()
        }
    }

    private func makeWindow() -> KeyboardWindow {
        let window = KeyboardWindow(screenBounds: screenBounds, application: application)
        window.hostView.frame = offScreenFrame(height: 0)
        keyboardWindow = window
        return window
    }

    /// Rebuilds the key views for `plane`.
    func loadKeys(_ plane: SoftwareKeyboardPlane) {
        guard let host = keyboardWindow?.hostView else { return }
        let traits = client as? any UITextInputTraits
        let layout = KeyboardLayout.make(
            plane: plane, idiom: idiom, keyboardType: traits?.keyboardType ?? .default,
            decimalSeparator: Locale.current.decimalSeparator ?? "."
        )
        let metrics = KeyboardMetrics.metrics(for: plane, idiom: idiom)
        host.keyPlane.load(layout, metrics: metrics, width: screenBounds.width, keyboard: self)
    }

    // MARK: Sliding

    /// Slides the keyboard to `target`, posting the will notifications inside the animation block
    /// (so observers' layout changes animate along) and the did notifications when it ends.
    func slide(to target: CGRect, showing: Bool) {
        guard let window = keyboardWindow else { return }
        let host = window.hostView
        let begin = window.isHidden ? offScreenFrame(height: target.height) : presentationFrame
        if window.isHidden {
            UIView.performWithoutAnimation { host.frame = begin }
            window.orderFront()
        }
        generation += 1
        let slideGeneration = generation
        isVisible = showing
        frame = target
        host.isUserInteractionEnabled = showing
        let userInfo = notificationUserInfo(begin: begin, end: target)
        // The app's block: will notifications and layout-guide observers, animated like UIKit's
        // keyboard block (touches to the app's animating views are blocked, as usual).
        UIView.animate(
            withDuration: Self.animationDuration, delay: 0, usingSpringWithDamping: Self.springDampingRatio,
            initialSpringVelocity: 0, options: [], animations: {
                self.post(UIResponder.keyboardWillChangeFrameNotification, userInfo)
                self.post(showing ? UIResponder.keyboardWillShowNotification : UIResponder.keyboardWillHideNotification, userInfo)
                self.notifyLayoutGuides()
            }
        )
        // The keyboard itself: its keys take touches at their final place while it slides.
        UIView.animate(
            withDuration: Self.animationDuration, delay: 0, usingSpringWithDamping: Self.springDampingRatio,
            initialSpringVelocity: 0, options: [.allowUserInteraction, .beginFromCurrentState],
            animations: { host.frame = target },
            completion: { [weak self] _ in self?.slideDidEnd(generation: slideGeneration, showing: showing, userInfo: userInfo) }
        )
    }

    private func slideDidEnd(generation slideGeneration: Int, showing: Bool, userInfo: [AnyHashable: Any]) {
        // A newer slide took over: it posts its own did notifications.
        guard slideGeneration == generation, !application.isTerminated else { return }
        if !showing {
            keyboardWindow?.isHidden = true
            keyboardWindow?.hostView.removeContent()
            content = nil
            plane = nil
        }
        post(UIResponder.keyboardDidChangeFrameNotification, userInfo)
        post(showing ? UIResponder.keyboardDidShowNotification : UIResponder.keyboardDidHideNotification, userInfo)
    }

    // MARK: Notifications

    private func notificationUserInfo(begin: CGRect, end: CGRect) -> [AnyHashable: Any] {
        [
            UIResponder.keyboardFrameBeginUserInfoKey: begin,
            UIResponder.keyboardFrameEndUserInfoKey: end,
            UIResponder.keyboardAnimationDurationUserInfoKey: NSNumber(value: Self.animationDuration),
            UIResponder.keyboardAnimationCurveUserInfoKey: NSNumber(value: Self.animationCurveRawValue),
            UIResponder.keyboardIsLocalUserInfoKey: NSNumber(value: true),
            UIResponder.keyboardCenterBeginUserInfoKey: CGPoint(x: begin.midX, y: begin.midY),
            UIResponder.keyboardCenterEndUserInfoKey: CGPoint(x: end.midX, y: end.midY),
            UIResponder.keyboardBoundsUserInfoKey: CGRect(origin: .zero, size: end.size),
        ]
    }

    private func post(_ name: Notification.Name, _ userInfo: [AnyHashable: Any]) {
        NotificationCenter.default.post(name: name, object: application.screen, userInfo: userInfo)
    }
}
