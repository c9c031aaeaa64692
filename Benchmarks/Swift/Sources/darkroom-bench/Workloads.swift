import Darkroom
import Foundation

/// The benchmarks' shared random sequence (same in C and Python): a 32-bit LCG.
struct LCG {
    var state: UInt32 = 42
    mutating func next() -> Double { state = state &* 1664525 &+ 1013904223; return Double(state) / 4294967296 }
}

struct Line: Sendable { var a: CGPoint; var b: CGPoint; var r: Double; var g: Double; var bl: Double }

func makeLines(_ count: Int) -> [Line] {
    var rng = LCG()
    return (0..<count).map { _ in
        let a = CGPoint(x: rng.next() * 1000, y: rng.next() * 1000),
            b = CGPoint(x: rng.next() * 1000, y: rng.next() * 1000)
        return Line(a: a, b: b, r: rng.next(), g: rng.next(), bl: rng.next())
    }
}

let lineStyle = StrokeStyle(lineWidth: 1, lineCap: .round, lineJoin: .round)

/// Workload 1a: the seed's Shapes variant, one `Path` view per line.
struct LinesAsShapes: View {
    let lines: [Line]
    var body: some View {
        ZStack {
            ForEach(0..<lines.count, id: \.self) { i in
                let l = lines[i]
                Path { p in p.move(to: l.a); p.addLine(to: l.b) }
                    .stroke(Color(red: l.r, green: l.g, blue: l.bl), style: lineStyle)
            }
        }
        .drawingGroup()
        .frame(width: 1000, height: 1000)
    }
}

/// Workload 1b: the seed's Canvas variant.
func linesAsCanvas(_ lines: [Line]) -> some View {
    Canvas { context, _ in
        for l in lines {
            var p = Path()
            p.move(to: l.a); p.addLine(to: l.b)
            context.stroke(p, with: .color(Color(red: l.r, green: l.g, blue: l.bl)), style: lineStyle)
        }
    }
    .frame(width: 1000, height: 1000)
}

/// Workload 1c: the seed's AsyncCanvas variant (CGContext calls, cancellation checked per line).
func linesAsAsyncCanvas(_ lines: [Line]) -> some View {
    AsyncCanvas { context, _ in
        context.setLineWidth(1)
        context.setLineCap(.round)
        context.setLineJoin(.round)
        for l in lines {
            guard !Task.isCancelled else { return }
            context.move(to: l.a)
            context.addLine(to: l.b)
            context.setStrokeColor(CGColor(red: l.r, green: l.g, blue: l.bl, alpha: 1))
            context.strokePath()
        }
    }
    .frame(width: 1000, height: 1000)
}

func rgb(_ hex: UInt32) -> Color {
    Color(red: Double(hex >> 16 & 0xFF) / 255, green: Double(hex >> 8 & 0xFF) / 255, blue: Double(hex & 0xFF) / 255)
}

let cardTitle = "Darkroom renders SwiftUI views on Linux"
let cardSubtitle = "Share cards, charts and reports from one Swift codebase"

/// Workload 2: a share card (1200 × 630 points, rendered at scale 2). Geometry
/// mirrors Benchmarks/C/sharecard.c exactly.
struct ShareCard: View {
    let photo: CGImage
    var title = cardTitle
    var subtitle = cardSubtitle
    var body: some View {
        ZStack(alignment: .topLeading) {
            LinearGradient(colors: [rgb(0x4F46E5), rgb(0xDB2777)], startPoint: .topLeading, endPoint: .bottomTrailing)
            RoundedRectangle(cornerRadius: 32, style: .circular)
                .fill(Color.white)
                .shadow(color: Color(red: 0, green: 0, blue: 0, opacity: 0.25), radius: 24, x: 0, y: 12)
                .frame(width: 1040, height: 470)
                .padding(EdgeInsets(top: 80, leading: 80, bottom: 0, trailing: 0))
            Image(decorative: photo, scale: 1).resizable()
                .frame(width: 200, height: 200)
                .clipShape(Circle())
                .padding(EdgeInsets(top: 215, leading: 140, bottom: 0, trailing: 0))
            VStack(alignment: .leading, spacing: 24) {
                Text(title).font(.system(size: 52, weight: .bold)).foregroundColor(rgb(0x111827)).lineLimit(2)
                Text(subtitle).font(.system(size: 28)).foregroundColor(rgb(0x6B7280))
            }
            .frame(width: 640, alignment: .leading)
            .padding(EdgeInsets(top: 170, leading: 400, bottom: 0, trailing: 0))
        }
        .frame(width: 1200, height: 630)
    }
}

/// Words the report's paragraphs are drawn from (Benchmarks/C/report.c has the same list).
let reportWords = ["revenue", "grew", "in", "every", "region", "this", "quarter", "led", "by", "subscriptions",
                   "and", "services", "costs", "rose", "more", "slowly", "than", "sales", "so", "the", "operating",
                   "margin", "widened", "two", "points", "outlook", "stays", "cautious", "currency", "effects",
                   "launch", "month"]

/// Paragraph `index` of page `page`: 48 words picked by the shared LCG seeded from both, so every
/// page has different text (no layout or shaping cache can serve one page from another).
func reportParagraph(page: Int, index: Int) -> String {
    var rng = LCG(state: UInt32(page * 3 + index + 1))
    let words = (0..<48).map { _ in reportWords[Int(rng.next() * Double(reportWords.count))] }
    return "\(index + 1). " + words.joined(separator: " ") + "."
}

/// Workload 3: one page of a report (US Letter): title, paragraphs, a table, shapes.
struct ReportPage: View {
    let number: Int
    var body: some View {
        VStack(alignment: .leading, spacing: 14) {
            Text("Quarterly report — page \(number)").font(.system(size: 26, weight: .bold))
            ForEach(0..<3, id: \.self) { i in
                Text(reportParagraph(page: number, index: i)).font(.system(size: 12)).foregroundColor(rgb(0x374151))
            }
            VStack(spacing: 0) {
                ForEach(0..<9, id: \.self) { row in
                    HStack(spacing: 0) {
                        ForEach(0..<4, id: \.self) { col in
                            Text(
                                row == 0
                                    ? ["Region", "Q1", "Q2", "Change"][col]
                                    : col == 0 ? "Region \(row)" : "\((row * 37 + col * 11 + number) % 900 + 100)"
                            )
                            .font(.system(size: 11, weight: row == 0 ? .bold : .regular))
                            .frame(width: 120, height: 22, alignment: .leading)
                        }
                    }
                    .padding(.horizontal, 8)
                    .background(row == 0 ? rgb(0xE5E7EB) : (row % 2 == 0 ? rgb(0xF9FAFB) : Color.white))
                }
            }
            HStack(spacing: 16) {
                Circle().fill(rgb(0x2563EB)).frame(width: 48, height: 48)
                RoundedRectangle(cornerRadius: 8).fill(rgb(0xF59E0B)).frame(width: 120, height: 48)
                Capsule().stroke(rgb(0x10B981), lineWidth: 3).frame(width: 140, height: 48)
                Rectangle().fill(
                    LinearGradient(colors: [rgb(0x6366F1), rgb(0xEC4899)], startPoint: .leading, endPoint: .trailing)
                ).frame(width: 120, height: 48)
            }
        }
        .padding(48)
        .frame(width: 612, height: 792, alignment: .topLeading)
    }
}

/// Workload 4: `count` small views: rows (HStacks) of cells inside a VStack, every
/// cell a rounded rectangle, every tenth with its own index on it (a different label each time).
struct ViewGrid: View {
    let count: Int
    var columns: Int { max(1, Int(Double(count).squareRoot().rounded(.up))) }
    var body: some View {
        let rows = (count + columns - 1) / columns
        VStack(spacing: 2) {
            ForEach(0..<rows, id: \.self) { row in
                HStack(spacing: 2) {
                    ForEach(0..<min(columns, count - row * columns), id: \.self) { col in
                        let i = row * columns + col
                        ZStack {
                            RoundedRectangle(cornerRadius: 2).fill(
                                Color(hue: Double(i % 360) / 360, saturation: 0.5, brightness: 0.9))
                            if i % 10 == 0 { Text("\(i)").font(.system(size: 6)) }
                        }
                        .frame(width: 10, height: 10)
                    }
                }
            }
        }
    }
}
