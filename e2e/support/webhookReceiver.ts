/**
 * The owner's workflow webhook, stood in for on loopback during the browser tests: the unit tests'
 * stand-in on a fixed port, with the routes that let a test in another process stage an outage
 * (POST /control/outage) and read what arrived (GET /control/received).
 */
import { startWebhookReceiver as startStandIn, type ReceivedDelivery } from '../../test-support/leads/leadFixtures';

export type Delivery = ReceivedDelivery;

export function startWebhookReceiver(port: number) {
  return startStandIn({ port, control: true });
}
