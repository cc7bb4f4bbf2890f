#import "Constants.h"

@implementation FeedView

- (void)layoutSubviews {
    [super layoutSubviews];
    self.list.frame = CGRectMake(0, 0, self.bounds.size.width, kContentHeight);
    self.divider.frame = CGRectMake(0, 0, self.bounds.size.width, 1);
}

@end
