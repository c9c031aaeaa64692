#if !os(watchOS)

import SwiftUI

struct WindowReferenceRepresentation {
    
    let reference: (OSWindow) -> Void
    
}

#endif
