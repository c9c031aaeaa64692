import Foundation

/// iOS system colours the controls draw with (light, dark).
enum ControlColors {
    /// `tertiarySystemFill`: segmented-control and stepper backgrounds.
    static let fill = Color(
        light: RGBA(hex: 0x767680, alpha: 0.12), dark: RGBA(hex: 0x767680, alpha: 0.24), name: "tertiarySystemFill")
    /// `systemFill`: slider and progress tracks.
    static let track = Color(
        light: RGBA(hex: 0x787880, alpha: 0.2), dark: RGBA(hex: 0x787880, alpha: 0.36), name: "systemFill")
    /// The off track of a switch.
    static let switchOff = Color(light: RGBA(hex: 0xE9E9EA), dark: RGBA(hex: 0x39393D), name: "switchOff")
    /// `placeholderText` / tertiary label: #3C3C43 at 30%.
    static let placeholder = Color(
        light: RGBA(hex: 0x3C3C43, alpha: 0.3), dark: RGBA(hex: 0xEBEBF5, alpha: 0.3), name: "placeholderText")
    /// White in light mode; the dark elevated grey in dark mode (segments, knobs stay white).
    static let segment = Color(light: RGBA(hex: 0xFFFFFF), dark: RGBA(hex: 0x636366), name: "selectedSegment")
    static let knobShadow = Color(light: RGBA(hex: 0, alpha: 0.15), dark: RGBA(hex: 0, alpha: 0.15), name: "knobShadow")
}

extension EnvironmentValues {
    /// The tint in effect: the content's `tint`, else the accent colour (system blue).
    var resolvedTint: Color { tint ?? .accentColor }
}

/// The chevron pair (up and down) menu pickers show beside their value.
nonisolated struct UpDownChevrons: Shape {
    func path(in rect: CGRect) -> Path {
        var p = Path()
        let w = rect.width, h = rect.height
        p.move(to: CGPoint(x: rect.minX, y: rect.minY + h * 0.38))
        p.addLine(to: CGPoint(x: rect.midX, y: rect.minY))
        p.addLine(to: CGPoint(x: rect.minX + w, y: rect.minY + h * 0.38))
        p.move(to: CGPoint(x: rect.minX, y: rect.minY + h * 0.62))
        p.addLine(to: CGPoint(x: rect.midX, y: rect.maxY))
        p.addLine(to: CGPoint(x: rect.minX + w, y: rect.minY + h * 0.62))
        return p
    }
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { CGSize(width: 8, height: 12) }
}

/// A right-pointing chevron (navigation rows).
nonisolated struct ForwardChevron: Shape {
    func path(in rect: CGRect) -> Path {
        var p = Path()
        p.move(to: CGPoint(x: rect.minX, y: rect.minY))
        p.addLine(to: CGPoint(x: rect.maxX, y: rect.midY))
        p.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        return p
    }
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { CGSize(width: 7, height: 12) }
}

nonisolated extension View {
    /// In a List or Form row, lets a control taller than a line of text (a 31-point
    /// switch, a 32-point stepper) count as one line, so its row stays 44 points tall
    /// as in UIKit, where the 11-point row margins apply to text only. It still draws
    /// at full size, centred on the row.
    func formRowCompact(_ height: CGFloat) -> some View {
        modifier(_FormRowCompact(height: height))
    }
}

nonisolated struct _FormRowCompact: ViewModifier {
    let height: CGFloat
    @Environment(\.isFormRow) private var isFormRow
    func body(content: Content) -> some View {
        let inset = isFormRow ? max(0, (height - 22) / 2) : 0
        content.padding(.vertical, -inset)
    }
}
