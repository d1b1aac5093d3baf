import Foundation

extension CALayer {
    /// The sublayers in drawing order (back to front); `nil` when there are none. A backing layer's
    /// include its view's subviews' layers, interleaved with the layers added to it.
    ///
    /// Setting it replaces the added layers; a view's subviews stay (move views with the view API).
    public var sublayers: [CALayer]? {
        get {
            let list = orderedSublayers
            return list.isEmpty ? nil : list
        }
        set {
            for layer in orderedSublayers where layer.owningView == nil { layer.detachFromSuperlayer() }
            for layer in newValue ?? [] where layer.owningView == nil { addSublayer(layer) }
        }
    }

    /// The layer this one is a sublayer of (a backing layer's is its view's superview's layer).
    public var superlayer: CALayer? {
        if let view = owningView { return view.superview?.layer }
        return storedSuperlayer
    }

    /// Adds `layer` above the other sublayers.
    public func addSublayer(_ layer: CALayer) {
        insert(layer, at: orderedSublayers.count)
    }

    /// Inserts `layer` at `idx` of ``sublayers`` (clamped to the end).
    public func insertSublayer(_ layer: CALayer, at idx: UInt32) {
        insert(layer, at: Int(idx))
    }

    /// Inserts `layer` directly below `sibling` (at the bottom when `sibling` is `nil` or not a sublayer).
    public func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        let index = sibling.flatMap { sibling in orderedSublayers.firstIndex { $0 === sibling } } ?? 0
        insert(layer, at: index, sibling: sibling)
    }

    /// Inserts `layer` directly above `sibling` (at the top when `sibling` is `nil` or not a sublayer).
    public func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        let list = orderedSublayers
        let index = sibling.flatMap { sibling in list.firstIndex { $0 === sibling }.map { $0 + 1 } } ?? list.count
        insert(layer, at: index, sibling: sibling)
    }

    /// Puts `newLayer` where `oldLayer` is.
    public func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
        guard let index = orderedSublayers.firstIndex(where: { $0 === oldLayer }) else { return }
        oldLayer.removeFromSuperlayer()
        insert(newLayer, at: index)
    }

    /// Removes the layer from its superlayer (a backing layer's view leaves its superview).
    public func removeFromSuperlayer() {
        if let view = owningView {
            view.removeFromSuperview()
            return
        }
        detachFromSuperlayer()
    }

    // MARK: Internal

    /// Sublayers in drawing order, whether or not there are any.
    var orderedSublayers: [CALayer] {
        guard let view = owningView else { return storedSublayers }
        let subviews = view.subviews
        guard !slots.isEmpty else { return subviews.map(\.layer) }
        var result: [CALayer] = []
        result.reserveCapacity(subviews.count + slots.count)
        var next = 0
        for slot in slots {
            switch slot {
            case .subview:
                if next < subviews.count { result.append(subviews[next].layer); next += 1 }
            case .layer(let layer):
                result.append(layer)
            }
        }
        while next < subviews.count { result.append(subviews[next].layer); next += 1 }
        return result
    }

    private func setOrderedSublayers(_ list: [CALayer]) {
        if owningView != nil {
            let hasAddedLayers = list.contains { $0.owningView == nil }
            slots = hasAddedLayers ? list.map { $0.owningView != nil ? .subview : .layer($0) } : []
        } else {
            storedSublayers = list
        }
    }

    private func insert(_ layer: CALayer, at index: Int, sibling: CALayer? = nil) {
        guard layer !== sibling else { return }
        if layer.owningView != nil {
            UIApplication.reportRuntimeIssue(.invalidConfiguration(
                object: "layer \(layer.name ?? String(describing: type(of: layer)))", property: "addSublayer/insertSublayer",
                reason: "it backs \(layer.owningView?.debugName ?? "a view"); add the view with addSubview(_:) instead."
            ))
            return
        }
        var ancestor: CALayer? = self
        while let current = ancestor {
            if current === layer {
                UIApplication.reportRuntimeIssue(.invalidConfiguration(
                    object: "layer \(layer.name ?? String(describing: type(of: layer)))", property: "addSublayer/insertSublayer",
                    reason: "the layer would become its own ancestor."
                ))
                return
            }
            ancestor = current.superlayer
        }
        var list = orderedSublayers
        var target = Swift.max(0, Swift.min(index, list.count))
        if layer.storedSuperlayer === self, let current = list.firstIndex(where: { $0 === layer }) {
            list.remove(at: current)
            if current < target { target -= 1 }
        } else {
            layer.detachFromSuperlayer()
        }
        list.insert(layer, at: Swift.min(target, list.count))
        setOrderedSublayers(list)
        layer.storedSuperlayer = self
    }

    func detachFromSuperlayer() {
        guard let parent = storedSuperlayer else { return }
        storedSuperlayer = nil
        if parent.owningView != nil {
            parent.slots.removeAll { slot in
                if case .layer(let layer) = slot { return layer === self }
                return false
            }
        } else {
            parent.storedSublayers.removeAll { $0 === self }
        }
    }
}

extension CALayer {
    /// Draws the layer and its sublayers into `ctx` in the layer's own coordinates (its bounds origin
    /// at the context's origin), as Core Animation's `render(in:)`: a view's backing layer draws the
    /// view as `drawHierarchy` does. Its own position and transform are ignored; its opacity applies.
    public func render(in ctx: CGContext) {
        ctx.drawCount += 1
        if let view = owningView {
            ViewRenderer.render(view, in: ctx.canvas)
            return
        }
        let canvas = ctx.canvas
        canvas.saveState()
        let values = presentedValues()
        canvas.translateBy(x: -values.bounds.minX, y: -values.bounds.minY)
        var placed = values
        let bounds = values.bounds
        let anchor = values.anchorPoint
        placed.position = CGPoint(x: bounds.minX + anchor.x * bounds.width, y: bounds.minY + anchor.y * bounds.height)
        placed.transform = .identity
        LayerRenderer.draw(self, values: placed, in: canvas)
        canvas.restoreState()
    }
}
