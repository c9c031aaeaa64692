import DarkroomCompat
import DarkroomPreviews
import Foundation
import XCTest

/// The contact sheet as a person sees it: the shared end-to-end run's `index.html` opened in headless Chromium
/// (from `scripts/apt-packages.txt`), and its screenshot must show the drawn previews, not broken images.
final class ContactSheetBrowserTests: XCTestCase {
    static let browsers = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"]

    func testTheImagesShowInARealBrowser() throws {
        guard let browser = Self.browsers.first(where: FileManager.default.isExecutableFile(atPath:)) else {
            throw XCTSkip("no Chromium installed (scripts/apt-packages.txt lists it)")
        }
        let run = try PreviewsRunTests.run()
        let page = run.output.appendingPathComponent("index.html")
        let shot = run.output.appendingPathComponent("contact-sheet.png")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: browser)
        process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                             "--screenshot=\(shot.path)", "--window-size=1400,2600", page.absoluteString]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        let image = try XCTUnwrap(UIImage(data: Data(contentsOf: shot))?.cgImage, "no screenshot")
        // The dark variants fill an iPhone screen with the system's black; the page itself has no pure black,
        // so black pixels are there only if the browser loaded and drew the PNGs.
        var black = 0
        for y in stride(from: 0, to: image.height, by: 2) {
            for x in stride(from: 0, to: image.width, by: 2) {
                if let pixel = image.rgba8(x: x, y: y), pixel.r == 0, pixel.g == 0, pixel.b == 0 { black += 1 }
            }
        }
        XCTAssertGreaterThan(black, 5_000, "the screenshot shows no drawn preview (\(shot.path))")
    }
}
