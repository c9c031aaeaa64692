// ImageRenderer to a PNG file, the most common server-side use.
#if canImport(SwiftUI)
import SwiftUI
#else
import DarkroomCompat
#endif
import Foundation

struct ShareCard: View {
    let title: String
    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(title).font(.title).bold()
            Text("Shared from the app").foregroundStyle(.secondary)
        }
        .padding(24)
        .frame(width: 400, alignment: .leading)
        .background(LinearGradient(colors: [.orange, .pink], startPoint: .leading, endPoint: .trailing))
    }
}

@MainActor func export() throws -> URL {
    let renderer = ImageRenderer(content: ShareCard(title: "Hello"))
    renderer.scale = 3
    guard let data = renderer.uiImage?.pngData() else { throw CocoaError(.fileWriteUnknown) }
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("share-card.png")
    try data.write(to: url)
    return url
}

let url = try MainActor.assumeIsolated { try export() }
let image = UIImage(contentsOfFile: url.path)
print("width \(image?.cgImage?.width ?? 0)")
guard image?.cgImage?.width == 1200 else { print("FAIL"); exit(1) }
print("OK")
