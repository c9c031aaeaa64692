import SwiftUI


struct NavViewElementMetadata: Equatable {
    
    let associatedValueID: UUID?
    let sortDate: Date
    let source: Anchor<CGRect>?
    
}
