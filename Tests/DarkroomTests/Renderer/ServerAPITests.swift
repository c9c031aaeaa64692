@_spi(Engine) import Darkroom
import Foundation
import Testing

/// A card with text, shapes, a gradient and a shadow: enough to exercise text
/// shaping, anti-aliasing and blur on every thread.
private struct Card: View {
    let index: Int
    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text("Invoice #\(1000 + index)").font(.headline)
            Text("Thank you for your order — ünïcödé, 12 items, €\(index * 7).50").font(.system(size: 13))
            HStack {
                Circle().fill(Color.orange).frame(width: 18, height: 18)
                Rectangle().fill(LinearGradient(colors: [.blue, .purple], startPoint: .leading, endPoint: .trailing))
                    .frame(height: 10)
            }
        }
        .padding(12)
        .background(Color.white)
        .shadow(radius: 3)
        .frame(width: 260)
    }
}

private func temporaryFile(_ name: String) throws -> URL { try temporaryFolder().appendingPathComponent(name) }

@Suite("Modern server API")
struct ServerAPITests {
    @Test func concurrentRendersMatchSerialRenders() async throws {
        let renderer = ViewRenderer().with { $0.scale = 2 }
        let serial = try (0..<8).map { try renderer.image(Card(index: $0)).data }
        let parallel = try await withThrowingTaskGroup(of: (Int, [UInt8]).self) { group in
            for round in 0..<3 {
                for i in 0..<8 {
                    group.addTask { (i, try await renderer.image(Card(index: i + round * 0)).data) }
                }
            }
            var out: [(Int, [UInt8])] = []
            for try await r in group { out.append(r) }
            return out
        }
        #expect(parallel.count == 24)
        for (i, pixels) in parallel { #expect(pixels == serial[i], "card \(i) differs when rendered concurrently") }
    }

    @Test func pngIsByteIdenticalAcrossRunsAndThreads() throws {
        let renderer = ViewRenderer().with { $0.scale = 2 }
        let first = try renderer.data(Card(index: 3), format: .png)
        let second = try renderer.data(Card(index: 3), format: .png)
        // A fresh thread has a fresh pango font map and text engine.
        final class Box: @unchecked Sendable { var data: Data? }
        let box = Box()
        let done = DispatchSemaphore(value: 0)
        Thread { box.data = try? renderer.data(Card(index: 3), format: .png); done.signal() }.start()
        done.wait()
        #expect(first == second && first == box.data)
        #expect(first.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    }

    @Test func asyncVariantsAndEveryFormat() async throws {
        let renderer = ViewRenderer()
        let image = try await renderer.image(Card(index: 1))
        #expect(image.width == 260)
        for format in [ImageFormat.png, .jpeg(quality: 0.8), .webp(quality: 0.7), .webpLossless, .gif, .bmp, .tiff] {
            let data = try await renderer.data(Card(index: 1), format: format)
            let decoded = try #require(ImageDecoding.decode(data), "\(format)")
            #expect(decoded.width == image.width && decoded.height == image.height)
        }
        let folder = try temporaryFolder()
        for name in ["card.png", "card.jpg", "card.webp", "card.gif", "card.bmp", "card.tiff", "card.pdf", "card.svg"] {
            try await renderer.write(Card(index: 1), to: folder.appendingPathComponent(name))
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(name).path))
        }
        #expect(try run("pdftotext", [folder.appendingPathComponent("card.pdf").path, "-"]).contains("Invoice #1001"))
        let pdf = try await renderer.pdfData(Card(index: 2))
        let svg = try await renderer.svgData(Card(index: 2))
        #expect(
            pdf.starts(with: Array("%PDF".utf8)) && String(decoding: svg.prefix(200), as: UTF8.self).contains("<svg"))
        #expect(throws: RenderError.self) {
            try renderer.write(Card(index: 1), to: folder.appendingPathComponent("card.xyz"))
        }
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix(".") }
        #expect(leftovers.isEmpty)
    }

    @Test func typedErrorsForBadSizesAndThePixelCap() throws {
        let view = Color.red.frame(width: 100, height: 100)
        for s in [0, -2, CGFloat.nan, .infinity] {
            #expect(throws: RenderError.self) {
                try ViewRenderer().with { $0.scale = s }.image(view)
            }
        }
        #expect(throws: RenderError.tooLarge(width: 100, height: 100, maxPixels: 5000)) {
            try ViewRenderer().with { $0.maxPixelCount = 5000 }.image(view)
        }
        #expect(throws: RenderError.invalidSize(CGSize(width: 0, height: 5))) {
            try ViewRenderer().image(Color.red.frame(width: 0, height: 5))
        }
        #expect(throws: RenderError.self) { try ViewRenderer().image(Color.red.frame(width: .infinity, height: 5)) }
        #expect(throws: RenderError.self) {
            try ViewRenderer().with { $0.proposedSize = ProposedViewSize(width: -1, height: 1) }.image(view)
        }
        let missing = URL(fileURLWithPath: "/nonexistent-folder-\(UUID().uuidString)/x.png")
        #expect(throws: RenderError.self) { try ViewRenderer().write(view, to: missing) }
        #expect(!FileManager.default.fileExists(atPath: missing.path))
    }

    @Test func fontConfigurationFromFilesOnly() throws {
        let serifFile = URL(fileURLWithPath: "/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf")
        let monoFile = URL(fileURLWithPath: "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf")
        let serif = try FontConfiguration(fontFiles: [serifFile])
        let mono = try FontConfiguration(fontFiles: [monoFile])
        #expect(serif.familyNames == ["DejaVu Serif"])
        func fontNames(_ fonts: FontConfiguration?) throws -> [String] {
            var options = RenderOptions()
            options.fontConfiguration = fonts
            let list = try ViewRenderer(options: options).displayList(Text("Hello, fonts").font(.system(size: 20)))
            var names: [String] = []
            func walk(_ items: [DisplayItem]) {
                for item in items {
                    if case .text(let t) = item { names += t.runs.map(\.font.name) }
                    if case .group(let g) = item { walk(g.items) }
                }
            }
            walk(list.items)
            return names
        }
        // Whatever family the view asks for, only the configured file can answer.
        #expect(try fontNames(serif).allSatisfy { $0.contains("DejaVu Serif") } && !(try fontNames(serif)).isEmpty)
        #expect(try fontNames(mono).allSatisfy { $0.contains("DejaVu Sans Mono") })
        #expect(try fontNames(nil).allSatisfy { !$0.contains("DejaVu Serif") })
        let serifWidth = try ViewRenderer().with { $0.fontConfiguration = serif }.layout(Text("Hello, fonts")).frame
            .width
        let monoWidth = try ViewRenderer().with { $0.fontConfiguration = mono }.layout(Text("Hello, fonts")).frame.width
        #expect(abs(serifWidth - monoWidth) > 1)
        #expect(throws: FontConfiguration.Error.unreadableFont(path: "/nonexistent.ttf")) {
            try FontConfiguration(fontFiles: [URL(fileURLWithPath: "/nonexistent.ttf")])
        }
        #expect(throws: FontConfiguration.Error.noFonts) { try FontConfiguration(fontFiles: []) }
    }
}
