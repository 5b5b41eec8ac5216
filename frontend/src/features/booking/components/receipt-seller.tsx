import { DataList, Flex, Text } from '@radix-ui/themes';
import { sellerLines } from '@pokerfest/domain';
import { useShop } from '../../../lib/shop';

/**
 * Who sold the booking, as the deployment configures it (GET /api/shop): name, address and support
 * e-mail, on the screen and on the printed receipt. Nothing while they load or if they cannot be read.
 */
export function ReceiptSeller() {
  const shop = useShop();
  if (!shop.data) return null;
  return (
    <DataList.Item>
      <DataList.Label minWidth="120px">Seller</DataList.Label>
      <DataList.Value>
        {/* a long e-mail address wraps rather than widen a phone's page */}
        <Flex direction="column" data-testid="receipt-seller" style={{ overflowWrap: 'anywhere' }}>
          {sellerLines(shop.data.seller).map((line) => (
            <Text key={line}>{line}</Text>
          ))}
        </Flex>
      </DataList.Value>
    </DataList.Item>
  );
}
