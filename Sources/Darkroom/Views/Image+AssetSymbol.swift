import Foundation

extension Image {
    /// A symbol set's glyph, laid out like a system symbol: sized by the font (and
    /// `imageScale`), its weight from the font's, sitting on the text baseline, drawn in the
    /// foreground style unless the set renders as original.
    func customSymbolNode(_ symbol: SymbolSetAsset, _ context: ResolveContext) -> LayoutNode {
        let env = context.environment
        let font = (env.font ?? .body).resolve(in: env)
        var weight = env.fontWeight?.value ?? font.weight
        if env.isBold { weight = max(weight, 700) }
        guard let template = SymbolTemplate(url: symbol.file, weight: weight) else {
            ResourceWarnings.warn("darkroom: warning: \(symbol.file.path) is not a symbol template; not drawn")
            return EmptyNode()
        }
        let pointSize = SymbolImage.emSize(in: env) / 1.2
        let k = template.unitScale * pointSize
        let natural = CGSize(width: (template.rightMargin - template.leftMargin) * k, height: template.ink.height * k)
        let inkOffset = (template.ink.minX - template.leftMargin) * k
        let baseline = (template.baseline - template.ink.minY) / max(template.ink.height, 1e-6)
        let resizable = isResizable
        let original = (templateMode ?? symbol.templateIntent) == .original
        return SymbolNode(natural: natural, resizable: resizable, baselineFraction: baseline) { rect in
            // Fixed size: the glyph's ink between its margins; resizable: the ink fills the frame.
            let inkRect = resizable
                ? rect
                : CGRect(x: rect.minX + inkOffset * rect.width / max(natural.width, 1e-6), y: rect.minY,
                         width: template.ink.width * k * rect.width / max(natural.width, 1e-6), height: rect.height)
            let scale = env.displayScale > 0 && env.displayScale.isFinite ? env.displayScale : 1
            guard let bitmap = VectorImageDecoding.bitmap(
                of: template.file, layer: template.layer, region: template.ink, documentSize: template.documentSize,
                pixelWidth: max(1, Int((inkRect.width * scale).rounded(.up))),
                pixelHeight: max(1, Int((inkRect.height * scale).rounded(.up))))
            else { return .group(DisplayGroup(items: [])) }
            let image = DisplayItem.image(bitmap, inkRect, .high)
            if original { return image }
            let paint = ForegroundStyle()._paint(in: env, bounds: rect)
            return .group(DisplayGroup(mask: [image], items: [.fill(Path(inkRect), paint, FillStyle())]))
        }
    }
}
